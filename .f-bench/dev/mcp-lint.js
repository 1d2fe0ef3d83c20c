import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  FORMAT_NAMES
} from "./chunks/chunk-PJNJPLMH.js";
import {
  REPOSITORY_URL
} from "./chunks/chunk-CJVCSNTC.js";
import {
  allRules
} from "./chunks/chunk-MJTBTTS6.js";
import "./chunks/chunk-27P5Z4OR.js";
import {
  parsePointer
} from "./chunks/chunk-XGXXQKTH.js";
import {
  isObject,
  toolNameOf
} from "./chunks/chunk-LZUKB7YF.js";
import "./chunks/chunk-LAZ5SNIV.js";
import "./chunks/chunk-5USIWFA4.js";
import "./chunks/chunk-DYZFPI5Y.js";
import "./chunks/chunk-K6MMGHQM.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunks/chunk-7PSWHDII.js";

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name[0]) {
          case "<":
            this.required = true;
            this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name;
            break;
        }
        if (this._name.endsWith("...")) {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports.Argument = Argument2;
    exports.humanReadableArgName = humanReadableArgName;
  }
});

// mcp-lint-lazy:lazy-child-process
var require_lazy_child_process = __commonJS({
  "mcp-lint-lazy:lazy-child-process"(exports, module) {
    var real;
    var load = () => real ??= __require("node:child_process");
    module.exports = new Proxy({}, { get: (_target, key) => load()[key], has: (_target, key) => key in load() });
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      constructor() {
        this.helpWidth = void 0;
        this.minWidthToWrap = 40;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = (option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        };
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleSubcommandTerm(helper.subcommandTerm(command))
            )
          );
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleArgumentTerm(helper.argumentTerm(argument))
            )
          );
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (option.description) {
            return `${option.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        if (items.length === 0) return [];
        return [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        const result = /* @__PURE__ */ new Map();
        unsortedItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) result.set(group, []);
        });
        visibleItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) {
            result.set(group, []);
          }
          result.get(group).push(item);
        });
        return result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.boxWrap(
              helper.styleCommandDescription(commandDescription),
              helpWidth
            ),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return callFormatItem(
            helper.styleArgumentTerm(helper.argumentTerm(argument)),
            helper.styleArgumentDescription(helper.argumentDescription(argument))
          );
        });
        output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        );
        const optionGroups = this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        );
        optionGroups.forEach((options, group) => {
          const optionList = options.map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(this.formatItemList(group, optionList, helper));
        });
        if (helper.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        const commandGroups = this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        );
        commandGroups.forEach((commands, group) => {
          const commandList = commands.map((sub) => {
            return callFormatItem(
              helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
              helper.styleSubcommandDescription(helper.subcommandDescription(sub))
            );
          });
          output = output.concat(this.formatItemList(group, commandList, helper));
        });
        return output.join("\n");
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word === "[command]") return this.styleSubcommandText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleCommandText(word);
        }).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleSubcommandText(word);
        }).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        const itemIndent = 2;
        const itemIndentStr = " ".repeat(itemIndent);
        if (!description) return itemIndentStr + term;
        const paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        );
        const spacerWidth = 2;
        const helpWidth = this.helpWidth ?? 80;
        const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
        let formattedDescription;
        if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
          formattedDescription = description;
        } else {
          const wrappedDescription = helper.boxWrap(description, remainingWidth);
          formattedDescription = wrappedDescription.replace(
            /\n/g,
            "\n" + " ".repeat(termWidth + spacerWidth)
          );
        }
        return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        const rawLines = str.split(/\r\n|\n/);
        const chunkPattern = /[\s]*[^\s]+/g;
        const wrappedLines = [];
        rawLines.forEach((line) => {
          const chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()];
          let sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            const visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk);
              sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            const nextChunk = chunk.trimStart();
            sumChunks = [nextChunk];
            sumWidth = this.displayWidth(nextChunk);
          });
          wrappedLines.push(sumChunks.join(""));
        });
        return wrappedLines.join("\n");
      }
    };
    function stripColor(str) {
      const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports.Help = Help2;
    exports.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags;
        this.description = description || "";
        this.required = flags.includes("<");
        this.optional = flags.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
        this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names2) {
        this.conflictsWith = this.conflictsWith.concat(names2);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        this.envVar = name;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = true) {
        this.hidden = !!hide;
        return this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        if (this.negate) {
          return camelcase(this.name().replace(/^no-/, ""));
        }
        return camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        this.helpGroupHeading = heading;
        return this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => {
        return str2 + word[0].toUpperCase() + word.slice(1);
      });
    }
    function splitOptionFlags(flags) {
      let shortFlag;
      let longFlag;
      const shortFlagExp = /^-[^-]$/;
      const longFlagExp = /^--[^-]/;
      const flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
      if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
      if (!shortFlag && shortFlagExp.test(flagParts[0]))
        shortFlag = flagParts.shift();
      if (!shortFlag && longFlagExp.test(flagParts[0])) {
        shortFlag = longFlag;
        longFlag = flagParts.shift();
      }
      if (flagParts[0].startsWith("-")) {
        const unsupportedFlag = flagParts[0];
        const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        if (/^-[^-][^-]/.test(unsupportedFlag))
          throw new Error(
            `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
          );
        if (shortFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many short flags`);
        if (longFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many long flags`);
        throw new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    exports.Option = Option2;
    exports.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports) {
    var maxDistance = 3;
    function editDistance2(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i = 0; i <= a.length; i++) {
        d[i] = [i];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          if (a[i - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word.startsWith("--");
      if (searchingOptions) {
        word = word.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance2(word, candidate);
        const length = Math.max(word.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    exports.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports) {
    var EventEmitter = __require("node:events").EventEmitter;
    var childProcess = require_lazy_child_process();
    var path = __require("node:path");
    var fs = __require("node:fs");
    var process2 = __require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error();
    var { Help: Help2, stripColor } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command2 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = false;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._savedState = null;
        this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
        this._helpGroupHeading = void 0;
        this._defaultCommandGroup = void 0;
        this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args) cmd.arguments(args);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        };
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        const argument = this.createArgument(name, description);
        if (typeof parseArg === "function") {
          argument.default(defaultValue).argParser(parseArg);
        } else {
          argument.default(parseArg);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names2) {
        names2.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          if (enableOrNameAndArgs && this._defaultCommandGroup) {
            this._initCommandGroup(this._getHelpCommand());
          }
          return this;
        }
        const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err) => {
            if (err.code !== "commander.executeSubCommandAsync") {
              throw err;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = (args) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        };
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option);
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = (cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        };
        const alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command);
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name, option.defaultValue, "default");
        }
        const handleOptionValue = (val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._collectValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name, val, valueSource);
        };
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags === "object" && flags instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags, description);
        option.makeOptionMandatory(!!config.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex = fn;
          fn = (val, def) => {
            const m = regex.exec(val);
            return m ? m[0] : def;
          };
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = true) {
        this._combineFlagAndOptionalValue = !!combine;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value;
        } else {
          this._optionValues[key] = value;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      _prepareForParse() {
        if (this._savedState === null) {
          this.saveStateBeforeParse();
        } else {
          this.restoreStateBeforeParse();
        }
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name;
        this._scriptPath = null;
        this.rawArgs = [];
        this._optionValues = { ...this._savedState._optionValues };
        this._optionValueSources = { ...this._savedState._optionValueSources };
        this.args = [];
        this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs.existsSync(executableFile)) return;
        const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
        const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path.resolve(
            path.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path.basename(
              this._scriptPath,
              path.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args.unshift(executableFile);
            args = incrementNodeInspectorPort(process2.execArgv).concat(args);
            proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args, { stdio: "inherit" });
          }
        } else {
          this._checkForMissingExecutable(
            executableFile,
            executableDir,
            subcommand._name
          );
          args.unshift(executableFile);
          args = incrementNodeInspectorPort(process2.execArgv).concat(args);
          proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1;
          if (!exitCallback) {
            process2.exit(code);
          } else {
            exitCallback(
              new CommanderError2(
                code,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err) => {
          if (err.code === "ENOENT") {
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          } else if (err.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        subCommand._prepareForParse();
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown));
          } else {
            return subCommand._parseCommand(operands, unknown);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          if (arg.required && this.args[i] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = (argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index < this.args.length) {
              value = this.args.slice(index);
              if (declaredArg.parseArg) {
                value = value.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value === void 0) {
              value = [];
            }
          } else if (index < this.args.length) {
            value = this.args[index];
            if (declaredArg.parseArg) {
              value = myParseArg(declaredArg, value, declaredArg.defaultValue);
            }
          }
          processedArgs[index] = value;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise?.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook) => {
            result = this._chainOrCall(result, () => {
              return hook(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        const parsed = this.parseOptions(unknown);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown = parsed.unknown;
        this.args = operands.concat(unknown);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = () => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        };
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (!name) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name || cmd._aliases.includes(name)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        const operands = [];
        const unknown = [];
        let dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        const negativeNumberArg = (arg) => {
          if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
          return !this._getCommandAndAncestors().some(
            (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
          );
        };
        let activeVariadicOption = null;
        let activeGroup = null;
        let i = 0;
        while (i < args.length || activeGroup) {
          const arg = activeGroup ?? args[i++];
          activeGroup = null;
          if (arg === "--") {
            if (dest === unknown) dest.push(arg);
            dest.push(...args.slice(i));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value = args[i++];
                if (value === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
                  value = args[i++];
                }
                this.emit(`option:${option.name()}`, value);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                activeGroup = `-${arg.slice(2)}`;
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
            dest = unknown;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              unknown.push(...args.slice(i));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args.slice(i));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i = 0; i < len; i++) {
            const key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config = errorOptions || {};
        const exitCode = config.exitCode || 1;
        const code = config.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = (optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        };
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        const message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = (option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        };
        const getErrorMessage = (option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        };
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags = flags || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias) => this.alias(alias));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        if (heading === void 0) return this._helpGroupHeading ?? "";
        this._helpGroupHeading = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        if (heading === void 0) return this._defaultCommandGroup ?? "";
        this._defaultCommandGroup = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        if (heading === void 0) return this._defaultOptionGroup ?? "";
        this._defaultOptionGroup = heading;
        return this;
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        if (this._defaultOptionGroup && !option.helpGroupHeading)
          option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        if (this._defaultCommandGroup && !cmd.helpGroup())
          cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path.basename(filename, path.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path2) {
        if (path2 === void 0) return this._executableDir;
        this._executableDir = path2;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        const context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        const text = helper.formatHelp(this, helper);
        if (context.hasColors) return text;
        return this._outputConfiguration.stripColor(text);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        const error = !!contextOptions.error;
        let baseWrite;
        let hasColors;
        let helpWidth;
        if (error) {
          baseWrite = (str) => this._outputConfiguration.writeErr(str);
          hasColors = this._outputConfiguration.getErrHasColors();
          helpWidth = this._outputConfiguration.getErrHelpWidth();
        } else {
          baseWrite = (str) => this._outputConfiguration.writeOut(str);
          hasColors = this._outputConfiguration.getOutHasColors();
          helpWidth = this._outputConfiguration.getOutHelpWidth();
        }
        const write = (str) => {
          if (!hasColors) str = this._outputConfiguration.stripColor(str);
          return baseWrite(str);
        };
        return { error, write, hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const outputContext = this._getOutputContext(contextOptions);
        const eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
        this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        outputContext.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", eventContext);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        if (typeof flags === "boolean") {
          if (flags) {
            if (this._helpOption === null) this._helpOption = void 0;
            if (this._defaultOptionGroup) {
              this._initOptionGroup(this._getHelpOption());
            }
          } else {
            this._helpOption = null;
          }
          return this;
        }
        this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        );
        if (flags || description) this._initOptionGroup(this._helpOption);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        this._initOptionGroup(option);
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text === "function") {
            helpStr = text({ error: context.error, command: context.command });
          } else {
            helpStr = text;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return false;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return true;
      return void 0;
    }
    exports.Command = Command2;
    exports.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command2 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports.program = new Command2();
    exports.createCommand = (name) => new Command2(name);
    exports.createOption = (flags, description) => new Option2(flags, description);
    exports.createArgument = (name, description) => new Argument2(name, description);
    exports.Command = Command2;
    exports.Option = Option2;
    exports.Argument = Argument2;
    exports.Help = Help2;
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
    exports.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// src/lint/cli.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname as dirname5, resolve as resolve3 } from "node:path";

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1);
var {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/lint/types.ts
var SPEC_VERSIONS = ["2025-11-25", "2026-07-28"];
var DEFAULT_SPEC = "2025-11-25";

// src/lint/cli/program.ts
var collect = (value, previous = []) => [...previous, value];
var EXAMPLES = `
Examples:
  mcp-lint tools.json                         lint a saved tools/list result
  mcp-lint src/ captures/*.json               lint TS/JS sources and JSON captures
  cat tools.json | mcp-lint - --stdin-filename tools.json
  mcp-lint --stdio "node dist/server.js"      lint a running stdio server
  mcp-lint -- npx -y @modelcontextprotocol/server-everything
  mcp-lint --url http://127.0.0.1:3000/mcp --header "Authorization: Bearer $TOKEN"
  mcp-lint tools.json --format sarif -o mcp-lint.sarif
  mcp-lint tools.json --rule property-description:off --max-warnings 0

Exit codes: 0 no errors (and no more warnings than --max-warnings), 1 errors found or too many warnings,
2 mcp-lint could not run (bad flag, missing or unreadable path, bad config).
Config: mcp-lint.config.json, found from the working directory upwards (see --config, --no-config).
`;
function createProgram(version) {
  return new Command("mcp-lint").description("Lint MCP tool definitions: tools/list JSON, TS/JS server source, and running servers.").argument("[inputs...]", "files, directories, globs, or - for standard input (default: .)").optionsGroup("Options:").version(version, "-v, --version", "print the version").helpOption("-h, --help", "show this help").addOption(new Option("-f, --format <name>", "output format").choices([...FORMAT_NAMES]).default("stylish")).option("-o, --output-file <file>", "write the report to a file instead of standard output").option("--max-warnings <n>", "exit 1 when there are more than n warnings").option("--quiet", "report errors only (the exit code still counts warnings)").option("--rule <id:level>", "set a rule to off, info, warning or error (repeatable)", collect).addOption(new Option("--spec <version>", `MCP spec version to check against (default: ${DEFAULT_SPEC})`).choices([...SPEC_VERSIONS])).option("-c, --config <file>", "use this config file instead of looking up mcp-lint.config.json").option("--no-config", "ignore mcp-lint.config.json files").option("--ignore-pattern <glob>", "skip files matching a glob, relative to the working directory (repeatable)", collect).option("--stdin-filename <name>", "name to show for standard input").option("--skip-non-tool-files", "skip named .json files that hold no tool definitions (for pre-commit and lint-staged)").option("--report-unused-disable-directives [severity]", "report mcp-lint-disable comments that suppress nothing (default severity: error)").option("--list-rules", "list every rule (a table, or JSON with --format json)").option("--color", "force coloured output").option("--no-color", "disable coloured output (NO_COLOR is honoured too)").optionsGroup("Source mode (TS/JS):").option("--project <tsconfig>", "type-aware source analysis with this tsconfig (slower)").optionsGroup("Live mode (running servers; also: mcp-lint [options] -- <command> [args...]):").option("--stdio <command-line>", "lint a stdio server started with this command line (repeatable)", collect).option("--env <KEY=VALUE>", "environment variable for stdio servers (repeatable)", collect).option("--cwd <dir>", "working directory for stdio servers").option("--url <url>", "lint a Streamable HTTP server (repeatable)", collect).option('--header <"Name: value">', "HTTP header for --url servers (repeatable)", collect).option("--client-config [file]", "lint the servers of an MCP client config (default: look for the usual files)", (value, previous = []) => [...previous, value]).option("--startup-timeout <ms>", "time allowed to start and initialize a server (default: 10000)").option("--request-timeout <ms>", "time allowed for each request (default: 10000)").option("--timeout <ms>", "time allowed for a whole server (default: 60000)").option("--save <file>", "save what a live server listed, in a form mcp-lint can read back").option("--probe", "opt in to calling tools (only those marked readOnlyHint: true, plus --probe-tool)").option("--probe-tool <name>", "also call this tool when probing (repeatable)", collect).option("--probe-args <file>", "JSON object mapping tool names to the arguments to call them with").addHelpText("after", EXAMPLES).showSuggestionAfterError(true).allowExcessArguments(false);
}

// src/lint/usage-error.ts
var UsageError = class extends Error {
  name = "UsageError";
};
function isUsageError(error) {
  return error instanceof UsageError;
}

// src/lint/cli/shell-words.ts
function splitCommandLine(line) {
  const words = [];
  let word = "";
  let inWord = false;
  let quote;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote === "'") {
      if (c === "'") quote = void 0;
      else word += c;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = void 0;
      else if (c === "\\" && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) word += line[++i];
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === "\\" && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) throw new UsageError(`--stdio: unterminated ${quote === '"' ? "double" : "single"} quote in ${JSON.stringify(line)}.`);
  if (inWord) words.push(word);
  return words;
}

// src/lint/cli/live-args.ts
var DEFAULT_TIMEOUTS = { startup: 1e4, request: 1e4, total: 6e4 };
function parseEnv(pairs) {
  if (pairs.length === 0) return void 0;
  const env = {};
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new UsageError(`--env expects KEY=VALUE, got ${JSON.stringify(pair)}.`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return env;
}
function parseHeaders(lines) {
  if (lines.length === 0) return void 0;
  const headers = {};
  for (const line of lines) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).trim();
    if (at <= 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new UsageError(`--header expects "Name: value", got ${JSON.stringify(line)}.`);
    }
    headers[name] = line.slice(at + 1).trim();
  }
  return headers;
}
function parseMilliseconds(flag, value, fallback) {
  if (value === void 0) return fallback;
  if (!/^\d+$/.test(value) || Number(value) <= 0) throw new UsageError(`${flag} expects a positive whole number of milliseconds, got ${JSON.stringify(value)}.`);
  return Number(value);
}
function parseUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url expects an http(s) URL, got ${JSON.stringify(value)}.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`--url expects an http(s) URL, got ${JSON.stringify(value)}.`);
  return value;
}
function parseLiveFlags(flags) {
  const env = parseEnv(flags.env ?? []);
  const headers = parseHeaders(flags.header ?? []);
  const stdioTarget = (words, name) => {
    if (words.length === 0 || words[0] === "") throw new UsageError(`${name ?? "--stdio"}: the command is empty.`);
    const target = { kind: "stdio", command: words[0], args: words.slice(1) };
    if (env) target.env = env;
    if (flags.cwd !== void 0) target.cwd = flags.cwd;
    return target;
  };
  const targets = [];
  for (const line of flags.stdio ?? []) targets.push(stdioTarget(splitCommandLine(line)));
  if (flags.command && flags.command.length > 0) targets.push(stdioTarget(flags.command, "--"));
  for (const url of flags.url ?? []) {
    const target = { kind: "http", url: parseUrl(url) };
    if (headers) target.headers = headers;
    targets.push(target);
  }
  let clientConfigs;
  if (flags.clientConfig === true || Array.isArray(flags.clientConfig) && flags.clientConfig.includes(true)) clientConfigs = true;
  else if (Array.isArray(flags.clientConfig)) clientConfigs = flags.clientConfig;
  if (targets.length === 0 && clientConfigs === void 0) {
    const stray = [
      ["--env", flags.env?.length],
      ["--cwd", flags.cwd],
      ["--header", flags.header?.length],
      ["--save", flags.save],
      ["--probe", flags.probe],
      ["--probe-tool", flags.probeTool?.length],
      ["--probe-args", flags.probeArgs]
    ].find(([, value]) => value);
    if (stray) throw new UsageError(`${stray[0]} applies to a running server: add --stdio "<command>", -- <command> [args\u2026], --url <url> or --client-config.`);
    return void 0;
  }
  if (headers && !targets.some((t) => t.kind === "http")) throw new UsageError("--header applies to --url servers.");
  const live = {
    targets,
    clientConfigs,
    timeouts: {
      startup: parseMilliseconds("--startup-timeout", flags.startupTimeout, DEFAULT_TIMEOUTS.startup),
      request: parseMilliseconds("--request-timeout", flags.requestTimeout, DEFAULT_TIMEOUTS.request),
      total: parseMilliseconds("--timeout", flags.timeout, DEFAULT_TIMEOUTS.total)
    },
    probe: flags.probe === true,
    probeTools: flags.probeTool ?? []
  };
  if (flags.save !== void 0) live.save = flags.save;
  if (flags.probeArgs !== void 0) live.probeArgsFile = flags.probeArgs;
  return live;
}

// src/lint/cli/color.ts
function shouldUseColor(flag, env, isTTY, toFile) {
  if (flag !== void 0) return flag;
  if (toFile) return false;
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== void 0) return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  return isTTY;
}

// src/lint/cli/version.ts
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var cached;
function packageVersion() {
  if (cached !== void 0) return cached;
  let directory = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    try {
      const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8"));
      if (manifest.name === "create-mcp-tool" && manifest.version) return cached = manifest.version;
    } catch {
    }
    const parent = dirname(directory);
    if (parent === directory) return cached = "0.0.0";
    directory = parent;
  }
}

// src/lint/lint.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { dirname as dirname4, relative as relative3, isAbsolute } from "node:path";

// src/lint/config/index.ts
import { resolve } from "node:path";

// src/lint/config/find.ts
import { statSync } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";

// src/lint/config/schema.ts
var CONFIG_FILE_NAME = "mcp-lint.config.json";
var LEVELS = ["off", "info", "warning", "error"];
var level = { enum: [...LEVELS] };
var configSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    $schema: { type: "string" },
    extends: { enum: ["recommended", "all"] },
    spec: { enum: [...SPEC_VERSIONS] },
    rules: {
      type: "object",
      additionalProperties: {
        anyOf: [
          level,
          { type: "array", minItems: 1, maxItems: 2, items: [level, { type: "object" }], additionalItems: false }
        ]
      }
    },
    ignores: { type: "array", items: { type: "string", minLength: 1 } }
  }
};
var CONFIG_KEYS = Object.keys(configSchema.properties);
var quotedList = (values) => values.map((v) => `"${v}"`).join(", ");
var ALLOWED = {
  $schema: "a string (the URL of a JSON Schema for editors)",
  extends: '"recommended" or "all"',
  spec: `one of ${quotedList(SPEC_VERSIONS)}`,
  rules: `an object mapping rule ids to a level (${quotedList(LEVELS)}) or to [level, { options }]`,
  ignores: 'an array of glob strings, relative to the config file (for example ["fixtures/**", "**/*.draft.json"])'
};

// src/lint/config/find.ts
function findConfigFile(fromDirectory) {
  let directory = fromDirectory;
  for (; ; ) {
    const candidate = join2(directory, CONFIG_FILE_NAME);
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
    }
    const parent = dirname2(directory);
    if (parent === directory) return void 0;
    directory = parent;
  }
}

// src/lint/config/load.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { relative } from "node:path";

// src/lint/config/suggest.ts
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
function closest(word, candidates) {
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const contained = candidates.find((c) => c.includes(word) || word.includes(c));
  if (bestDistance <= Math.max(2, Math.floor(word.length / 3))) return best;
  return word.length >= 4 ? contained : void 0;
}
function didYouMean(word, candidates) {
  const suggestion = closest(word, candidates);
  return suggestion ? ` Did you mean "${suggestion}"?` : "";
}

// src/lint/config/ajv.ts
var instance;
async function compileSchema(schema) {
  if (!instance) {
    const module = await import("./chunks/ajv-Q2MQAGBD.js");
    instance = new module.default({ allErrors: true, strict: false });
  }
  return instance.compile(schema);
}

// src/lint/config/load.ts
function displayPathOf(path, cwd) {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith("..") ? rel : path;
}
async function loadConfigFile(path, cwd) {
  const displayPath2 = displayPathOf(path, cwd);
  let text;
  try {
    text = readFileSync2(path, "utf8");
  } catch (error) {
    const code = error.code;
    throw new UsageError(
      code === "ENOENT" ? `Config file not found: ${displayPath2}` : `Cannot read config file ${displayPath2}: ${error.message}`
    );
  }
  let value;
  try {
    value = JSON.parse(text.charCodeAt(0) === 65279 ? text.slice(1) : text);
  } catch (error) {
    throw new UsageError(`${displayPath2} is not valid JSON: ${error.message}. Fix the file, or run with --no-config.`);
  }
  const validate = await compileSchema(configSchema);
  if (!validate(value)) throw new UsageError(configErrorMessage(displayPath2, validate.errors ?? [], value));
  return { ...value, path, displayPath: displayPath2 };
}
function configErrorMessage(file, errors, value) {
  const unknownKey = errors.find((e) => e.keyword === "additionalProperties" && e.instancePath === "");
  if (unknownKey) {
    const key = String(unknownKey.params.additionalProperty);
    return `${file}: unknown key "${key}".${didYouMean(key, CONFIG_KEYS)} Allowed keys: ${CONFIG_KEYS.map((k) => `"${k}"`).join(", ")}.`;
  }
  if (errors.some((e) => e.instancePath === "" && e.keyword === "type")) {
    return `${file}: the config must be a JSON object such as {"extends": "recommended", "rules": {}}.`;
  }
  const error = [...errors].sort((a, b) => b.instancePath.split("/").length - a.instancePath.split("/").length)[0];
  const segments = error.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const top = segments[0] ?? "";
  if (top === "rules" && segments.length >= 2) {
    const id = segments[1];
    const entry = value.rules[id];
    return `${file}: "rules" \u203A "${id}" is ${JSON.stringify(entry)}; use "off", "info", "warning" or "error", or ["warning", { options }].${typeof entry === "string" ? didYouMean(entry, ["off", "info", "warning", "error"]) : ""}`;
  }
  const path = segments.map((s) => `"${s}"`).join(" \u203A ");
  const found = segments.reduce((v, s) => v?.[s], value);
  return `${file}: ${path} is ${JSON.stringify(found)}; it must be ${ALLOWED[top] ?? error.message ?? "valid"}.`;
}

// src/lint/config/resolve.ts
function unknownRuleMessage(id, rules) {
  return `unknown rule "${id}".${didYouMean(id, rules.map((r) => r.id))} Run mcp-lint --list-rules to see every rule.`;
}
function baseLevel(rule, preset) {
  if (preset === "all" && rule.meta.defaultLevel === "off") return "warning";
  return rule.meta.defaultLevel;
}
async function resolveSettings(rules, config, overrides) {
  const preset = config?.extends ?? "recommended";
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const settings = /* @__PURE__ */ new Map();
  for (const rule of rules) settings.set(rule.id, { level: baseLevel(rule, preset), options: { ...rule.meta.defaultOptions } });
  for (const [id, entry] of Object.entries(config?.rules ?? {})) {
    const rule = byId.get(id);
    if (!rule) throw new UsageError(`${config.displayPath}: "rules" \u203A ${unknownRuleMessage(id, rules)}`);
    const [level2, options] = normalizeEntry(entry);
    if (options !== void 0) await checkOptions(rule, options, config);
    settings.set(id, { level: level2, options: { ...rule.meta.defaultOptions, ...options } });
  }
  for (const override of overrides) {
    const rule = byId.get(override.id);
    if (!rule) throw new UsageError(`--rule: ${unknownRuleMessage(override.id, rules)}`);
    settings.set(override.id, { level: override.level, options: settings.get(override.id).options });
  }
  return settings;
}
function normalizeEntry(entry) {
  return typeof entry === "string" ? [entry, void 0] : [entry[0], entry[1]];
}
async function checkOptions(rule, options, config) {
  const where = `${config.displayPath}: "rules" \u203A "${rule.id}" options`;
  const schema = rule.meta.optionsSchema;
  if (!schema) {
    if (Object.keys(options).length > 0) throw new UsageError(`${where}: the rule takes no options; remove ${JSON.stringify(options)}.`);
    return;
  }
  const validate = await compileSchema(schema);
  if (validate(options)) return;
  const error = validate.errors[0];
  const at = error.instancePath ? ` at "${error.instancePath.slice(1).replace(/\//g, ".")}"` : "";
  const detail = error.keyword === "additionalProperties" ? `unknown option "${String(error.params.additionalProperty)}".${didYouMean(String(error.params.additionalProperty), Object.keys(schema.properties ?? {}))} Allowed: ${Object.keys(schema.properties ?? {}).map((k) => `"${k}"`).join(", ") || "none"}` : `${error.message ?? "invalid"}${error.keyword === "enum" ? ` (${error.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")})` : ""}`;
  throw new UsageError(`${where}${at}: ${detail}. See ${rule.id}'s docs for its options.`);
}

// src/lint/config/ignores.ts
import { relative as relative2, sep } from "node:path";
var ignoreNothing = () => false;
async function createIgnoreMatcher(sets) {
  const active = sets.filter((set) => set.patterns.length > 0);
  if (active.length === 0) return ignoreNothing;
  const { default: picomatch } = await import("./chunks/picomatch-3QBKSDTQ.js");
  const matchers = active.map((set) => {
    const tests = set.patterns.map((pattern) => {
      const clean = pattern.replace(/^\.\//, "").replace(/\/+$/, "");
      return picomatch(clean, { dot: true, basename: !clean.includes("/") });
    });
    return (absolutePath) => {
      const rel = relative2(set.base, absolutePath).split(sep).join("/");
      if (rel === "" || rel.startsWith("../")) return false;
      const parts = rel.split("/");
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join("/");
        if (tests.some((test) => test(prefix))) return true;
      }
      return false;
    };
  });
  return (absolutePath) => matchers.some((matches) => matches(absolutePath));
}

// src/lint/config/index.ts
async function loadConfig(lookup) {
  if (lookup.configFile !== void 0) return loadConfigFile(resolve(lookup.cwd, lookup.configFile), lookup.cwd);
  if (lookup.useConfigFile === false) return void 0;
  const found = findConfigFile(lookup.cwd);
  return found ? loadConfigFile(found, lookup.cwd) : void 0;
}

// src/lint/messages.ts
function renderMessage(template, data = {}) {
  return template.replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (whole, key) => Object.prototype.hasOwnProperty.call(data, key) ? String(data[key]) : whole
  );
}

// src/lint/directives.ts
function names(directive, ruleId) {
  return ruleId !== null && (directive.ruleIds.length === 0 || directive.ruleIds.includes(ruleId));
}
function silencers(diagnostic, directives) {
  const line = diagnostic.range?.start.line;
  if (line === void 0) return [];
  const hits = [];
  let openBlock;
  for (const directive of directives) {
    if (!names(directive, diagnostic.ruleId)) continue;
    switch (directive.kind) {
      case "file":
        hits.push(directive);
        break;
      case "next-line":
        if (directive.range.start.line + 1 === line) hits.push(directive);
        break;
      case "line":
        if (directive.range.start.line === line) hits.push(directive);
        break;
      case "block-start":
        if (directive.range.start.line <= line) openBlock = directive;
        break;
      case "block-end":
        if (directive.range.start.line <= line) openBlock = void 0;
        break;
    }
  }
  if (openBlock) hits.push(openBlock);
  return hits;
}
function applyDirectives(diagnostics, directives) {
  if (directives.length === 0) return { kept: diagnostics, suppressed: [], unused: [] };
  const used = /* @__PURE__ */ new Set();
  const kept = [];
  const suppressed = [];
  for (const diagnostic of diagnostics) {
    const hits = diagnostic.fatal ? [] : silencers(diagnostic, directives);
    if (hits.length === 0) kept.push(diagnostic);
    else {
      suppressed.push({ ...diagnostic, suppressions: hits.map((hit) => ({ kind: "directive", justification: hit.reason ?? "" })) });
      for (const hit of hits) used.add(hit);
    }
  }
  const unused = directives.filter((d) => d.kind !== "block-end" && !used.has(d));
  return { kept, suppressed, unused };
}

// src/lint/engine.ts
var UNRESOLVED_RULE_ID = "source-unresolved";
function isUnresolved(tool, pointer) {
  return tool.sourceFacts?.unresolved?.some((u) => pointer === u.pointer || pointer.startsWith(u.pointer + "/")) ?? false;
}
function appliesTo(rule, source) {
  return rule.meta.scope === "definition" || rule.meta.scope === source.kind || (rule.meta.extraScopes?.some((scope) => scope === source.kind) ?? false);
}
function lintSource(source, rules, options) {
  const found = [...source.diagnostics];
  for (const rule of rules) {
    const setting = options.settings.get(rule.id);
    if (!setting || setting.level === "off" || !appliesTo(rule, source)) continue;
    const severity = setting.level;
    const contextFor = (tool) => ({
      spec: options.spec,
      options: setting.options,
      source,
      report(descriptor) {
        const template = rule.meta.messages[descriptor.messageId];
        if (template === void 0) throw new Error(`Rule ${rule.id} has no message "${descriptor.messageId}"`);
        if (tool && rule.id !== UNRESOLVED_RULE_ID && isUnresolved(tool, descriptor.pointer)) return;
        found.push({
          ruleId: rule.id,
          severity,
          message: renderMessage(template, descriptor.data),
          source: source.source,
          toolName: tool ? toolNameOf(tool.definition) : void 0,
          pointer: descriptor.pointer,
          range: descriptor.range ?? tool?.locate(descriptor.pointer)
        });
      }
    });
    if (rule.checkTool) for (const tool of source.tools) rule.checkTool(tool, contextFor(tool));
    if (rule.checkSource) {
      const context = contextFor(void 0);
      rule.checkSource(source.tools, {
        ...context,
        report(descriptor) {
          if (descriptor.tool) {
            contextFor(descriptor.tool).report({ ...descriptor, tool: void 0 });
            return;
          }
          const tool = source.tools.find((t) => descriptor.pointer === t.documentPointer || descriptor.pointer.startsWith(t.documentPointer + "/"));
          contextFor(tool).report({ ...descriptor, pointer: tool ? descriptor.pointer.slice(tool.documentPointer.length) : descriptor.pointer });
        }
      });
    }
  }
  const { kept, suppressed, unused } = applyDirectives(found, source.directives ?? []);
  if (options.reportUnusedDisableDirectives) {
    for (const directive of unused) {
      kept.push({
        ruleId: null,
        severity: options.reportUnusedDisableDirectives,
        message: directive.ruleIds.length ? `Unused mcp-lint-disable directive (no problems were reported from ${directive.ruleIds.map((r) => `"${r}"`).join(", ")}). Remove it.` : "Unused mcp-lint-disable directive (no problems were reported). Remove it.",
        source: source.source,
        pointer: "",
        range: directive.range
      });
    }
  }
  kept.sort(compareDiagnostics);
  return { source: source.source, kind: source.kind, diagnostics: kept, suppressed, toolCount: source.tools.length, server: source.server, origin: source.origin };
}
function compareDiagnostics(a, b) {
  const la = a.range?.start.line ?? 0, lb = b.range?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.range?.start.column ?? 0, cb = b.range?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  return compareText(a.toolName ?? "", b.toolName ?? "") || compareText(a.pointer, b.pointer);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function summarize(results) {
  let errorCount = 0, warningCount = 0, infoCount = 0;
  for (const result of results) {
    for (const d of result.diagnostics) {
      if (d.severity === "error") errorCount++;
      else if (d.severity === "warning") warningCount++;
      else infoCount++;
    }
  }
  return { results, errorCount, warningCount, infoCount };
}

// src/lint/inputs/index.ts
import { statSync as statSync3 } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/lint/inputs/classify.ts
var SOURCE_EXTENSIONS = [".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs"];
var DECLARATION = /\.d\.[mc]?ts$/;
function classifyFile(path) {
  const lower = path.toLowerCase();
  if (lower.endsWith(".json")) return "json";
  if (DECLARATION.test(lower)) return void 0;
  return SOURCE_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? "source" : void 0;
}
function classifyNamedFile(path) {
  const lower = path.toLowerCase();
  return SOURCE_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? "source" : "json";
}
function isGlobPattern(input) {
  return /[*?[\]{}]/.test(input) || input.startsWith("!");
}

// src/lint/inputs/walk.ts
import { readdirSync, statSync as statSync2 } from "node:fs";
import { join as join3 } from "node:path";
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules", ".git", "dist", "build", "coverage"]);
function walkDirectory(root, isIgnored) {
  const found = [];
  const pending = [root];
  while (pending.length > 0) {
    const directory = pending.pop();
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch (error) {
      throw new UsageError(`Cannot read directory ${directory}: ${error.message}`);
    }
    const subdirectories = [];
    for (const entry of entries) {
      const path = join3(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !isIgnored(path)) subdirectories.push(path);
        continue;
      }
      const kind = classifyFile(entry.name);
      if (!kind || isIgnored(path)) continue;
      if (entry.isFile() || entry.isSymbolicLink() && isFileLink(path)) found.push({ path, kind });
    }
    pending.push(...subdirectories);
  }
  return found.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
function isFileLink(path) {
  try {
    return statSync2(path).isFile();
  } catch {
    return false;
  }
}

// src/lint/inputs/index.ts
var LOOKED_FOR = `.json files holding tool definitions and TS/JS sources (${SOURCE_EXTENSIONS.join(" ")}), skipping ${[...SKIPPED_DIRECTORIES].join(", ")}`;
async function expandInputs(inputs, cwd, isIgnored) {
  const files = [];
  const seen = /* @__PURE__ */ new Set();
  const searched = [];
  let stdin = false;
  const add = (file) => {
    if (seen.has(file.path)) return;
    seen.add(file.path);
    files.push(file);
  };
  for (const input of inputs) {
    if (input === "-") {
      stdin = true;
      continue;
    }
    const path = resolve2(cwd, input);
    let stats;
    try {
      stats = statSync3(path);
    } catch (error) {
      const code = error.code;
      if (code === "ENOENT" || code === "ENOTDIR") {
        if (isGlobPattern(input)) {
          searched.push({ input, kind: "glob" });
          for (const file of await expandGlob(input, cwd, isIgnored)) add({ ...file, explicit: false, input });
          continue;
        }
        throw new UsageError(`No such file or directory: ${input}`);
      }
      throw new UsageError(`Cannot read ${input}: ${error.message}`);
    }
    if (stats.isDirectory()) {
      searched.push({ input, kind: "directory" });
      for (const file of walkDirectory(path, isIgnored)) add({ ...file, explicit: false, input });
    } else if (!isIgnored(path)) {
      add({ path, kind: classifyNamedFile(path), explicit: true, input });
    }
  }
  return { files, stdin, searched };
}
async function expandGlob(pattern, cwd, isIgnored) {
  const { glob } = await import("./chunks/dist-NIHEZPAI.js");
  const paths = await glob(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    expandDirectories: false,
    followSymbolicLinks: false,
    ignore: [...SKIPPED_DIRECTORIES].map((name) => `**/${name}/**`)
  });
  const matched = [];
  for (const path of paths.sort()) {
    const kind = classifyFile(path);
    if (kind && !isIgnored(path)) matched.push({ path, kind });
  }
  if (matched.length === 0 && paths.length === 0) throw new UsageError(`No files match the pattern "${pattern}".`);
  return matched;
}

// src/lint/loaders/json/cursor.ts
var QUOTE = 34;
var BACKSLASH = 92;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
var COMMA = 44;
var COLON = 58;
function skipWhitespace(text, i) {
  for (; ; ) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else return i;
  }
}
function endOfString(text, i) {
  for (; ; ) {
    const quote = text.indexOf('"', i + 1);
    if (quote === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote;
  }
}
function endOfValue(text, i) {
  const first = text.charCodeAt(i);
  if (first === QUOTE) return endOfString(text, i);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) i = endOfString(text, i) - 1;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (--depth === 0) return i + 1;
      }
    }
    return text.length;
  }
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || c === 32 || c === 10 || c === 13 || c === 9) return i;
  }
  return i;
}
function keyText(text, start, end) {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes("\\") ? JSON.parse(text.slice(start, end)) : raw;
}
function forEachMember(text, start, visit) {
  let i = skipWhitespace(text, start + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) return;
  for (; ; ) {
    const keyStart = i;
    const keyEnd = endOfString(text, i);
    i = skipWhitespace(text, keyEnd);
    if (text.charCodeAt(i) !== COLON) return;
    const valueStart = skipWhitespace(text, i + 1);
    const valueEnd = endOfValue(text, valueStart);
    if (visit(keyText(text, keyStart, keyEnd), { start: valueStart, end: valueEnd, keyStart, keyEnd }) === false) return;
    i = skipWhitespace(text, valueEnd);
    if (text.charCodeAt(i) !== COMMA) return;
    i = skipWhitespace(text, i + 1);
  }
}
function forEachElement(text, start, visit) {
  let i = skipWhitespace(text, start + 1);
  if (text.charCodeAt(i) === CLOSE_BRACKET) return;
  for (let index = 0; ; index++) {
    const end = endOfValue(text, i);
    if (visit(index, { start: i, end }) === false) return;
    i = skipWhitespace(text, end);
    if (text.charCodeAt(i) !== COMMA) return;
    i = skipWhitespace(text, i + 1);
  }
}
function child(text, node, segment) {
  const kind = text.charCodeAt(node.start);
  let found;
  if (kind === OPEN_BRACE) {
    forEachMember(text, node.start, (key, span) => {
      if (key === segment) found = span;
    });
  } else if (kind === OPEN_BRACKET && /^(0|[1-9]\d*)$/.test(segment)) {
    const wanted = Number(segment);
    forEachElement(text, node.start, (index, span) => {
      if (index < wanted) return true;
      found = span;
      return false;
    });
  }
  return found;
}
function deepestSpan(text, root, segments) {
  let node = root;
  for (const segment of segments) {
    const next = child(text, node, segment);
    if (!next) break;
    node = next;
  }
  return node;
}
function highlightedOffsets(text, node) {
  const first = text.charCodeAt(node.start);
  if (node.keyStart !== void 0 && node.keyEnd !== void 0 && (first === OPEN_BRACE || first === OPEN_BRACKET)) {
    return { start: node.keyStart, end: node.keyEnd };
  }
  return { start: node.start, end: node.end };
}

// src/lint/loaders/json/decode.ts
var decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function decodeUtf8(bytes) {
  if (bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255)) {
    return { ok: false, message: "File is UTF-16 encoded (it starts with a UTF-16 byte order mark). Save it as UTF-8.", position: { line: 1, column: 1 } };
  }
  try {
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    const byte = bytes[offset] ?? 0;
    return {
      ok: false,
      message: `File is not valid UTF-8: byte 0x${byte.toString(16).padStart(2, "0").toUpperCase()} at byte offset ${offset} does not begin a valid UTF-8 character (Latin-1 or Windows-1252 text looks like this). Save the file as UTF-8.`,
      position: positionOfByte(bytes, offset)
    };
  }
}
function firstInvalidByte(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 128) {
      i++;
      continue;
    }
    let need, min, max = 191;
    if (b >= 194 && b <= 223) {
      need = 1;
      min = 128;
    } else if (b === 224) {
      need = 2;
      min = 160;
    } else if (b >= 225 && b <= 239) {
      need = 2;
      min = 128;
      if (b === 237) max = 159;
    } else if (b === 240) {
      need = 3;
      min = 144;
    } else if (b >= 241 && b <= 243) {
      need = 3;
      min = 128;
    } else if (b === 244) {
      need = 3;
      min = 128;
      max = 143;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === void 0) return i;
      if (k === 1 ? c < min || c > max : c < 128 || c > 191) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}
function positionOfByte(bytes, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  const before = new TextDecoder("utf-8").decode(bytes.subarray(lineStart, offset));
  return { line, column: before.length + 1 };
}

// src/lint/loaders/json/depth.ts
var MAX_JSON_DEPTH = 256;
function scanNestingDepth(text, limit = MAX_JSON_DEPTH) {
  let depth = 0;
  let maxDepth = 0;
  let tooDeepAt;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) i = endOfString(text, i) - 1;
    else if (c === 123 || c === 91) {
      if (++depth > maxDepth) {
        maxDepth = depth;
        if (depth > limit && tooDeepAt === void 0) tooDeepAt = i;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return tooDeepAt === void 0 ? { maxDepth } : { maxDepth, tooDeepAt };
}

// src/lint/loaders/json/lines.ts
var LineIndex = class {
  starts;
  constructor(text) {
    const starts = [0];
    let at = text.indexOf("\n");
    while (at !== -1) {
      starts.push(at + 1);
      at = text.indexOf("\n", at + 1);
    }
    this.starts = starts;
  }
  position(offset) {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  }
  /** `end` is exclusive, so endColumn is the column after the last character (SARIF and ESLint agree). */
  range(start, end) {
    return { start: this.position(start), end: this.position(end) };
  }
};

// src/lint/loaders/json/shape.ts
function isToolLike(value) {
  if (!isObject(value)) return false;
  if ("inputSchema" in value) return true;
  return typeof value.name === "string" && ("annotations" in value || "outputSchema" in value);
}
function looksLikeToolList(value) {
  return Array.isArray(value) && (value.length === 0 || value.some(isObject));
}
function serverOf(root) {
  const info = isObject(root.serverInfo) ? root.serverInfo : isObject(root.server) ? root.server : void 0;
  if (!info) return void 0;
  const server = {};
  if (typeof info.name === "string") server.name = info.name;
  if (typeof info.version === "string") server.version = info.version;
  return server.name !== void 0 || server.version !== void 0 ? server : void 0;
}
function detectShape(root) {
  if (isObject(root)) {
    if (looksLikeToolList(root.tools)) {
      return { shape: "tools/list result", toolsPath: ["tools"], tools: root.tools, server: serverOf(root) };
    }
    if ("jsonrpc" in root && isObject(root.result) && looksLikeToolList(root.result.tools)) {
      return { shape: "JSON-RPC response", toolsPath: ["result", "tools"], tools: root.result.tools };
    }
    if (isToolLike(root)) return { shape: "single tool", toolsPath: [], tools: [root] };
    return void 0;
  }
  if (Array.isArray(root) && root.some(isToolLike)) return { shape: "array of tools", toolsPath: [], tools: root };
  return void 0;
}
function describeNonToolValue(root) {
  if (Array.isArray(root)) return root.length === 0 ? "an empty array" : 'an array with no tool objects (objects with "name" and "inputSchema")';
  if (!isObject(root)) return root === null ? "null" : `a ${typeof root}`;
  if ("jsonrpc" in root && isObject(root.error)) {
    const message = typeof root.error.message === "string" ? `: "${root.error.message}"` : "";
    return `a JSON-RPC error response${message}`;
  }
  if ("jsonrpc" in root && "method" in root) return `a JSON-RPC request ("${String(root.method)}")`;
  const keys = Object.keys(root);
  if (keys.length === 0) return "an empty object";
  const shown = keys.slice(0, 5).map((k) => `"${k}"`).join(", ");
  return `an object with keys ${shown}${keys.length > 5 ? ", \u2026" : ""}`;
}
var ACCEPTED_SHAPES = 'a tools/list result ({"tools": [...]}), a JSON-RPC response with result.tools, an array of tools, or one tool object with "name" and "inputSchema"';

// src/lint/loaders/json/syntax-error.ts
var jsoncModule;
async function jsonc() {
  jsoncModule ??= (await import("jsonc-parser")).default;
  return jsoncModule;
}
function quoted(text, offset, length) {
  const found = text.slice(offset, offset + Math.max(1, Math.min(length, 24))).split(/\r?\n/)[0] ?? "";
  if (found === "") return "the end of the file";
  return found.startsWith('"') ? found : `"${found}"`;
}
function previousSignificant(text, offset) {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
}
async function findSyntaxProblem(text, fallbackMessage) {
  const { parseTree, ParseErrorCode: Code } = await jsonc();
  const errors = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return { message: `Invalid JSON: ${fallbackMessage}.`, offset: 0, length: 0 };
  const { offset, length } = first;
  const found = quoted(text, offset, length);
  const at = (message) => ({ message, offset, length: Math.max(length, 1) });
  switch (first.error) {
    case Code.PropertyNameExpected:
    case Code.ValueExpected: {
      const before = previousSignificant(text, offset);
      const closer = text[offset];
      if (text[before] === "," && (closer === "}" || closer === "]")) {
        return { message: `Trailing comma before "${closer}": JSON allows no comma after the last ${closer === "}" ? "property" : "element"}. Remove it.`, offset: before, length: 1 };
      }
      if (text[offset] === "'") return at(`Single-quoted string ${found}: JSON strings and property names need double quotes.`);
      return first.error === Code.PropertyNameExpected ? at(`Expected a property name in double quotes, found ${found}.`) : at(`Expected a value (a string, number, object, array, true, false or null), found ${found}.`);
    }
    case Code.ColonExpected:
      return at(`Expected ":" after the property name, found ${found}.`);
    case Code.CommaExpected:
      return at(`Expected "," between values, found ${found}. Add the missing comma before it.`);
    case Code.CloseBraceExpected:
      return at(`Expected "}" to close an object, found ${found}. Add the "}" or the missing "," before this point.`);
    case Code.CloseBracketExpected:
      return at(`Expected "]" to close an array, found ${found}. Add the "]" or the missing "," before this point.`);
    case Code.EndOfFileExpected:
      return at(`Unexpected ${found} after the end of the JSON value. Remove it, or wrap several values in one array.`);
    case Code.InvalidCommentToken:
    case Code.UnexpectedEndOfComment:
      return at("Comments are not allowed in JSON. Remove the comment.");
    case Code.UnexpectedEndOfString:
      return at("Unterminated string: add the closing double quote.");
    case Code.UnexpectedEndOfNumber:
    case Code.InvalidNumberFormat:
      return at(`Invalid number ${found}: JSON numbers have digits, an optional fraction and exponent, and no leading zeros.`);
    case Code.InvalidUnicode:
      return at(`Invalid \\u escape in ${found}: it needs exactly four hex digits.`);
    case Code.InvalidEscapeCharacter:
      return at(`Invalid escape sequence in ${found}. In JSON a backslash starts \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX; write a literal backslash as \\\\.`);
    case Code.InvalidCharacter:
      return at(`Control character inside the string ${found}. Write it as an escape (\\t, \\n, \\u0000).`);
    case Code.InvalidSymbol:
      return at(`Unexpected ${found}: not a JSON value. JSON has double-quoted strings, numbers, true, false and null (no NaN, undefined or single quotes).`);
    default:
      return at(`Invalid JSON at ${found}: ${fallbackMessage}.`);
  }
}
async function tolerantValue(text) {
  const { parse } = await jsonc();
  return parse(text, [], { disallowComments: false, allowTrailingComma: true });
}

// src/lint/loaders/json/index.ts
async function loadJsonBytes(bytes, source, options) {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    if (!options.explicit) return { status: "skipped", reason: "not UTF-8" };
    const { line, column } = decoded.position;
    return fatal(source, decoded.message, { start: decoded.position, end: { line, column: column + 1 } });
  }
  return loadJsonText(decoded.text, source, options);
}
async function loadJsonText(input, source, options) {
  const text = input.charCodeAt(0) === 65279 ? input.slice(1) : input;
  if (text.trim() === "") {
    if (!options.explicit) return { status: "skipped", reason: "empty" };
    return fatal(source, `File is empty. Expected ${ACCEPTED_SHAPES}.`, pointRange(1, 1));
  }
  const depth = scanNestingDepth(text);
  let root;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return syntaxFailure(text, source, options, depth.tooDeepAt, error);
  }
  const shaped = detectShape(root);
  if (!shaped) {
    if (!options.explicit) return { status: "skipped", reason: "not tool-shaped" };
    const lines = new LineIndex(text);
    const start = skipWhitespace(text, 0);
    return fatal(source, `Not an MCP tool list: found ${describeNonToolValue(root)}. Expected ${ACCEPTED_SHAPES}.`, lines.range(start, start + 1));
  }
  if (depth.tooDeepAt !== void 0) return tooDeep(text, source, depth.tooDeepAt, depth.maxDepth);
  return { status: "loaded", source: toolSource(text, source, shaped) };
}
async function syntaxFailure(text, source, options, tooDeepAt, error) {
  if (tooDeepAt !== void 0) {
    if (!options.explicit) return { status: "skipped", reason: "too deep to inspect" };
    return tooDeep(text, source, tooDeepAt, scanNestingDepth(text).maxDepth);
  }
  if (!options.explicit && !detectShape(await tolerantValue(text))) return { status: "skipped", reason: "not tool-shaped" };
  const reason = error instanceof Error ? error.message : String(error);
  const problem = await findSyntaxProblem(text, reason);
  const lines = new LineIndex(text);
  return fatal(source, `JSON syntax error: ${problem.message}`, lines.range(problem.offset, problem.offset + problem.length));
}
function tooDeep(text, source, offset, maxDepth) {
  const lines = new LineIndex(text);
  return fatal(
    source,
    `JSON is nested ${maxDepth} levels deep; mcp-lint reads at most ${MAX_JSON_DEPTH} levels. No real tool definition needs this: flatten the schema (use "$defs" and "$ref" for shared parts).`,
    lines.range(offset, offset + 1)
  );
}
function pointRange(line, column) {
  const at = { line, column };
  return { start: at, end: at };
}
function fatal(source, message, range) {
  const diagnostic = { ruleId: null, severity: "error", message, source, pointer: "", range, fatal: true };
  return { status: "loaded", source: { source, kind: "json", tools: [], diagnostics: [diagnostic] } };
}
function toolSource(text, source, shaped) {
  let lines;
  let toolSpans;
  const rootSpan = () => {
    const start = skipWhitespace(text, 0);
    return { start, end: endOfValue(text, start) };
  };
  const spanOfTool = (index) => {
    if (!toolSpans) {
      const root = rootSpan();
      if (shaped.shape === "single tool") toolSpans = [root];
      else {
        const list = deepestSpan(text, root, shaped.toolsPath);
        const spans = [];
        forEachElement(text, list.start, (_, span) => void spans.push(span));
        toolSpans = spans;
      }
    }
    return toolSpans[index] ?? rootSpan();
  };
  const pointerBase = shaped.toolsPath.map((segment) => "/" + segment).join("");
  const tools = shaped.tools.map((definition, index) => ({
    definition,
    documentPointer: shaped.shape === "single tool" ? "" : `${pointerBase}/${index}`,
    locate(pointer) {
      let segments;
      try {
        segments = parsePointer(pointer);
      } catch {
        segments = [];
      }
      const node = deepestSpan(text, spanOfTool(index), segments);
      const { start, end } = highlightedOffsets(text, node);
      lines ??= new LineIndex(text);
      return lines.range(start, end);
    }
  }));
  const loaded = { source, kind: "json", tools, diagnostics: [] };
  if (shaped.server) loaded.server = shaped.server;
  return loaded;
}

// src/lint/lint.ts
var STDIN_NAME = "<stdin>";
function displayPath(path, cwd) {
  const rel = relative3(cwd, path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}
async function lint(inputs, options, rules = allRules) {
  const { cwd } = options;
  const config = await loadConfig({ cwd, configFile: options.configFile, useConfigFile: options.useConfigFile });
  const settings = await resolveSettings(rules, config, options.ruleOverrides);
  const spec = options.spec ?? config?.spec ?? DEFAULT_SPEC;
  const isIgnored = await createIgnoreMatcher([
    { patterns: config?.ignores ?? [], base: config ? dirname4(config.path) : cwd },
    { patterns: options.ignorePatterns, base: cwd }
  ]);
  const expanded = await expandInputs(inputs, cwd, isIgnored);
  const fileSources = [];
  const producedBy = /* @__PURE__ */ new Map();
  const skippedBy = /* @__PURE__ */ new Map();
  const count = (map, input) => map.set(input, (map.get(input) ?? 0) + 1);
  for (const file of expanded.files.filter((f) => f.kind === "json")) {
    const loaded = await loadJsonBytes(readInput(file, cwd), displayPath(file.path, cwd), {
      explicit: file.explicit && !options.skipNonToolFiles
    });
    if (loaded.status === "skipped") {
      count(skippedBy, file.input);
      continue;
    }
    count(producedBy, file.input);
    fileSources.push(loaded.source);
  }
  const sourceFiles = expanded.files.filter((f) => f.kind === "source");
  if (sourceFiles.length > 0) {
    const { loadSourceFiles } = await import("./chunks/source-SOEMH54E.js");
    fileSources.push(...await loadSourceFiles(sourceFiles.map((f) => f.path), { ...options.source, cwd }));
    for (const file of sourceFiles) count(producedBy, file.input);
  }
  for (const { input, kind } of expanded.searched) {
    if (producedBy.has(input)) continue;
    const skipped = skippedBy.get(input);
    const why = skipped ? ` (${skipped} .json file${skipped === 1 ? " was" : "s were"} not tool definitions)` : "";
    throw new UsageError(
      kind === "directory" ? `Nothing to lint in ${input}${why}. Looked for ${LOOKED_FOR}.` : `No tool definitions match "${input}"${why}. Looked for ${LOOKED_FOR}.`
    );
  }
  fileSources.sort((a, b) => a.source < b.source ? -1 : a.source > b.source ? 1 : 0);
  const sources = [...fileSources];
  if (expanded.stdin) {
    const name = options.stdinFilename ?? STDIN_NAME;
    const loaded = await loadJsonText(options.stdinText ?? "", name, { explicit: true });
    if (loaded.status === "loaded") sources.push(loaded.source);
  }
  const live = options.live;
  if (live && (live.targets.length > 0 || live.clientConfigs !== void 0)) {
    const { loadLiveServers } = await import("./chunks/live-UMIRTYCO.js");
    sources.push(...await loadLiveServers(live, { cwd, spec }));
  }
  const engineOptions = { spec, settings, reportUnusedDisableDirectives: options.reportUnusedDisableDirectives };
  return summarize(sources.map((source) => lintSource(source, rules, engineOptions)));
}
function readInput(file, cwd) {
  try {
    return readFileSync3(file.path);
  } catch (error) {
    const code = error.code;
    const reason = code === "EACCES" || code === "EPERM" ? "permission denied" : error.message;
    throw new UsageError(`Cannot read ${displayPath(file.path, cwd)}: ${reason}`);
  }
}

// src/lint/cli.ts
var LEVELS2 = ["off", "info", "warning", "error"];
var SEVERITIES = ["info", "warning", "error"];
var processIo = () => {
  process.stdout.on("error", (error) => {
    if (error.code !== "EPIPE") throw error;
  });
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readStdin: async () => {
      const chunks = [];
      for await (const chunk of process.stdin) chunks.push(chunk);
      return Buffer.concat(chunks).toString("utf8");
    },
    env: process.env,
    cwd: process.cwd(),
    isTTY: process.stdout.isTTY === true
  };
};
async function main(argv, io = processIo()) {
  try {
    return await run(argv, io);
  } catch (error) {
    if (isUsageError(error)) {
      io.stderr(`mcp-lint: ${error.message}
`);
      return 2;
    }
    const detail = io.env.MCP_LINT_DEBUG ? `
${error?.stack ?? String(error)}` : " (set MCP_LINT_DEBUG=1 for the stack trace)";
    io.stderr(
      `mcp-lint: internal error: ${error?.message ?? String(error)}${detail}
This is a bug in mcp-lint; please report it at ${REPOSITORY_URL}/issues with the command you ran.
`
    );
    return 2;
  }
}
async function run(argv, io) {
  const dashDash = argv.indexOf("--");
  const own = dashDash === -1 ? argv : argv.slice(0, dashDash);
  const command = dashDash === -1 ? void 0 : argv.slice(dashDash + 1);
  const program2 = createProgram(packageVersion());
  let helpOrVersion = false;
  program2.exitOverride().configureOutput({
    writeOut: (text) => io.stdout(text),
    writeErr: (text) => io.stderr(text),
    outputError: (text, write) => write(text.replace(/^error: /, "mcp-lint: "))
  });
  try {
    program2.parse(own, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      helpOrVersion = error.exitCode === 0;
      if (!helpOrVersion) io.stderr("Run mcp-lint --help for usage.\n");
      return helpOrVersion ? 0 : 2;
    }
    throw error;
  }
  const flags = program2.opts();
  const inputs = program2.args;
  if (flags.listRules) {
    const { allRules: allRules3 } = await import("./chunks/rules-AUTI72VM.js");
    const { listRulesJson, listRulesTable } = await import("./chunks/list-rules-22URI2YY.js");
    io.stdout(flags.format === "json" ? listRulesJson(allRules3) : listRulesTable(allRules3));
    return 0;
  }
  const live = parseLiveFlags({ ...flags, command });
  const maxWarnings = parseMaxWarnings(flags.maxWarnings);
  const options = {
    cwd: io.cwd,
    ruleOverrides: (flags.rule ?? []).map(parseRuleFlag),
    ignorePatterns: flags.ignorePattern ?? [],
    source: flags.project === void 0 ? {} : { project: flags.project }
  };
  if (flags.spec) options.spec = flags.spec;
  if (typeof flags.config === "string") options.configFile = flags.config;
  if (flags.config === false) options.useConfigFile = false;
  if (flags.stdinFilename !== void 0) options.stdinFilename = flags.stdinFilename;
  if (flags.skipNonToolFiles) options.skipNonToolFiles = true;
  if (flags.reportUnusedDisableDirectives !== void 0) options.reportUnusedDisableDirectives = parseSeverity(flags.reportUnusedDisableDirectives);
  if (live) options.live = live;
  const targets = inputs.length > 0 ? inputs : live ? [] : ["."];
  if (targets.includes("-")) options.stdinText = await io.readStdin();
  const report = await lint(targets, options);
  const tooManyWarnings = maxWarnings !== void 0 && report.warningCount > maxWarnings;
  const shown = flags.quiet ? errorsOnly(report) : report;
  const { getFormatter } = await import("./chunks/formatters-7IH4E7W3.js");
  const { allRules: allRules2 } = await import("./chunks/rules-AUTI72VM.js");
  const formatter = await getFormatter(flags.format);
  const output = formatter(shown, {
    cwd: io.cwd,
    color: shouldUseColor(flags.color, io.env, io.isTTY, flags.outputFile !== void 0),
    rules: allRules2,
    toolVersion: packageVersion(),
    ...tooManyWarnings ? { maxWarningsExceeded: { maxWarnings, foundWarnings: report.warningCount } } : {}
  });
  if (flags.outputFile !== void 0) writeOutputFile(resolve3(io.cwd, flags.outputFile), output);
  else if (output) io.stdout(output.endsWith("\n") ? output : output + "\n");
  return report.errorCount > 0 || tooManyWarnings ? 1 : 0;
}
function parseRuleFlag(value) {
  const at = value.lastIndexOf(":");
  const id = value.slice(0, at).trim();
  const level2 = value.slice(at + 1).trim();
  if (at <= 0 || !LEVELS2.includes(level2)) {
    throw new UsageError(`--rule expects <rule-id>:<off|info|warning|error>, got ${JSON.stringify(value)}.`);
  }
  return { id, level: level2 };
}
function parseSeverity(value) {
  if (value === true) return "error";
  if (!SEVERITIES.includes(value)) {
    throw new UsageError(`--report-unused-disable-directives expects info, warning or error, got ${JSON.stringify(value)}.`);
  }
  return value;
}
function parseMaxWarnings(value) {
  if (value === void 0) return void 0;
  if (!/^\d+$/.test(value)) throw new UsageError(`--max-warnings expects a whole number (0 or more), got ${JSON.stringify(value)}.`);
  return Number(value);
}
function errorsOnly(report) {
  return {
    ...report,
    results: report.results.map((result) => ({ ...result, diagnostics: result.diagnostics.filter((d) => d.severity === "error") })),
    warningCount: 0,
    infoCount: 0
  };
}
function writeOutputFile(path, output) {
  try {
    mkdirSync(dirname5(path), { recursive: true });
    writeFileSync(path, output);
  } catch (error) {
    throw new UsageError(`Cannot write --output-file ${path}: ${error.message}`);
  }
}
export {
  main
};
