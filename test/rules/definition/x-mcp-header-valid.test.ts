import rule from '../../../src/rules/definition/x-mcp-header-valid.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'execute_sql',
  description: 'Executes a query in a region.',
  inputSchema: { type: 'object', properties, ...extra },
});

testRule(rule, {
  valid: [
    { tool: tool({ region: { type: 'string', 'x-mcp-header': 'Region' }, query: { type: 'string' } }) },
    {
      name: 'integer, boolean and nested object properties',
      spec: '2026-07-28',
      tool: tool({
        confirm: { type: 'boolean', 'x-mcp-header': 'Confirm' },
        options: { type: 'object', properties: { limit: { type: 'integer', 'x-mcp-header': 'Limit' } } },
        tenant: { type: ['string', 'null'], 'x-mcp-header': 'X-Tenant_ID.v2' },
      }),
    },
    { name: 'no annotations', tool: tool({ region: { type: 'string' } }) },
  ],
  invalid: [
    {
      tool: tool({
        region: { type: 'string', 'x-mcp-header': 'My Region' },
        zone: { type: 'string', 'x-mcp-header': '' },
        n: { type: 'string', 'x-mcp-header': 7 },
      }),
      errors: [
        {
          messageId: 'notToken',
          pointer: '/inputSchema/properties/region/x-mcp-header',
          data: { value: '"My Region"' },
        },
        { messageId: 'notToken', pointer: '/inputSchema/properties/zone/x-mcp-header', data: { value: '""' } },
        { messageId: 'notToken', pointer: '/inputSchema/properties/n/x-mcp-header', data: { value: '7' } },
      ],
    },
    {
      name: 'header names are compared ignoring case',
      tool: tool({
        region: { type: 'string', 'x-mcp-header': 'Region' },
        area: { type: 'string', 'x-mcp-header': 'REGION' },
      }),
      errors: [
        {
          messageId: 'duplicate',
          pointer: '/inputSchema/properties/area/x-mcp-header',
          data: { path: 'area', other: 'region' },
        },
      ],
    },
    {
      name: 'number is not allowed, nor a missing type',
      tool: tool({ price: { type: 'number', 'x-mcp-header': 'Price' }, any: { 'x-mcp-header': 'Any' } }),
      errors: [
        { messageId: 'badType', pointer: '/inputSchema/properties/price/x-mcp-header', data: { type: '"number"' } },
        { messageId: 'badType', pointer: '/inputSchema/properties/any/x-mcp-header', data: { type: 'not given' } },
      ],
    },
    {
      name: 'not statically reachable',
      tool: tool(
        {
          rows: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'string', 'x-mcp-header': 'Id' } } },
          },
        },
        { $defs: { R: { type: 'string', 'x-mcp-header': 'R' } } },
      ),
      errors: [
        {
          messageId: 'unreachable',
          pointer: '/inputSchema/properties/rows/items/properties/id/x-mcp-header',
          data: { where: 'rows[].id' },
        },
        { messageId: 'unreachable', pointer: '/inputSchema/$defs/R/x-mcp-header' },
      ],
    },
  ],
});
