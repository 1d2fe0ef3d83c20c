// A Python project's name is its distribution name (PEP 508: letters, digits, "-", "_", "." between alphanumerics) and
// gives the import package (`my-server` → `my_server`). The package must be importable and must not shadow a module
// the server imports: Python finds the standard library before site-packages, and `mcp` would hide the SDK itself.
import { reservedNameProblem } from './reserved-names.js';

// sys.stdlib_module_names of CPython 3.11 (lowercase, public), plus the SDK and the dev tools the template installs.
const SHADOWED_MODULES = new Set(
  (
    'abc aifc antigravity argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect ' +
    'builtins bz2 calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys compileall concurrent ' +
    'configparser contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal ' +
    'difflib dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp fileinput ' +
    'fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib grp gzip hashlib heapq ' +
    'hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 ' +
    'linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msilib msvcrt ' +
    'multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator optparse os ossaudiodev pathlib ' +
    'pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd ' +
    'py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline reprlib resource rlcompleter runpy ' +
    'sched secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd ' +
    'sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string stringprep struct subprocess sunau ' +
    'symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap this threading time timeit ' +
    'tkinter token tokenize tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata ' +
    'unittest urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp ' +
    'zipfile zipimport zlib zoneinfo'
  )
    .split(' ')
    .concat([
      'mcp',
      'mcp_types',
      'pydantic',
      'pydantic_core',
      'starlette',
      'uvicorn',
      'anyio',
      'httpx',
      'pytest',
      'ruff',
      'hatchling',
    ]),
);

export const PYTHON_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

const DISTRIBUTION_NAME = /^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/;

/** `My Server` → `my-server`; `my.server` → `my.server`. */
function tidy(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '');
}

/** The import package of a distribution name: runs of "-", "_" and "." become "_" (what pip and uv normalise to). */
export function pythonPackageName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '_');
}

export type PythonNameCheck = { valid: true } | { valid: false; problem: string; suggestion: string };

export function checkPythonProjectName(name: string): PythonNameCheck {
  const tidied = tidy(name);
  const suggest = (base: string) => {
    const start = /^[0-9]/.test(base) ? `mcp-${base}` : base;
    const module = pythonPackageName(start);
    return SHADOWED_MODULES.has(module) || PYTHON_KEYWORDS.has(module) ? `${start}-server` : start || 'my-mcp-server';
  };
  if (!DISTRIBUTION_NAME.test(name)) {
    return {
      valid: false,
      problem:
        'a Python project name has only lowercase letters, digits, "-", "_" and ".", and starts and ends with a letter or digit',
      suggestion: suggest(tidied),
    };
  }
  const reserved = reservedNameProblem(name);
  if (reserved) return { valid: false, problem: reserved, suggestion: `${name.split('.')[0]}-server` };
  const module = pythonPackageName(name);
  if (/^[0-9]/.test(module))
    return {
      valid: false,
      problem: `its package "${module}" would start with a digit, which Python cannot import`,
      suggestion: suggest(name),
    };
  if (PYTHON_KEYWORDS.has(module))
    return { valid: false, problem: `its package "${module}" is a Python keyword`, suggestion: suggest(name) };
  if (SHADOWED_MODULES.has(module)) {
    return {
      valid: false,
      problem: `its package "${module}" has the name of a module Python or the MCP SDK already provides, so one would hide the other`,
      suggestion: suggest(name),
    };
  }
  return { valid: true };
}
