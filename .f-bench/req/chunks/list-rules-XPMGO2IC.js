import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{ruleDocsUrl}from"./chunk-USAPROHX.js";import"./chunk-6YRY3X7H.js";function listRulesJson(rules){let rows=rules.map(rule=>({id:rule.id,defaultLevel:rule.meta.defaultLevel,scope:rule.meta.scope,description:rule.meta.description,docs:ruleDocsUrl(rule.id),...rule.meta.optionsSchema?{optionsSchema:rule.meta.optionsSchema}:{}}));return JSON.stringify(rows,null,2)+`
`}function listRulesTable(rules){if(rules.length===0)return`No rules are registered.
`;let header=["rule","default","scope","description"],rows=rules.map(r=>[r.id,r.meta.defaultLevel,r.meta.scope,r.meta.description]),widths=header.slice(0,3).map((h,i)=>Math.max(h.length,...rows.map(row=>row[i].length))),line=cells=>cells.map((cell,i)=>i<3?cell.padEnd(widths[i]):cell).join("  ").trimEnd(),out=[line(header),line(widths.map(w=>"-".repeat(w)).concat("-".repeat(11))),...rows.map(line)];return out.push("",`Docs: ${ruleDocsUrl("<rule>")}`),out.join(`
`)+`
`}export{listRulesJson,listRulesTable};
