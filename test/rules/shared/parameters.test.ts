// Parameters of a tool and their readable paths: what property-description, string-bounds, broad-capability and
// x-mcp-header-valid name in their messages. readablePath scans the pointer once; it is pinned against the plain
// reading (parse every segment, then walk them).
import { describe, expect, it } from 'vitest';
import { parametersOf, readablePath } from '../../../src/rules/shared/parameters.js';
import { parsePointer } from '../../../src/core/pointer.js';

function referencePath(relativePointer: string): string {
  const parts: string[] = [];
  const segments = parsePointer(relativePointer);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if ((segment === 'properties' || segment === 'patternProperties') && i + 1 < segments.length)
      parts.push(segments[++i]!);
    else if ((segment === '$defs' || segment === 'definitions') && i + 1 < segments.length)
      parts.splice(0, parts.length, segments[++i]!);
    else if (
      segment === 'items' ||
      segment === 'prefixItems' ||
      segment === 'additionalItems' ||
      segment === 'contains'
    ) {
      if (parts.length > 0) parts[parts.length - 1] += '[]';
      else parts.push('[]');
      if (segment === 'prefixItems' && i + 1 < segments.length) i++;
    }
  }
  return parts.join('.');
}

describe('readablePath', () => {
  it('names nested, array, $defs and escaped parameters', () => {
    expect(readablePath('')).toBe('');
    expect(readablePath('/properties/filters/properties/since')).toBe('filters.since');
    expect(readablePath('/properties/list/items/properties/id')).toBe('list[].id');
    expect(readablePath('/$defs/Address/properties/street')).toBe('Address.street');
    expect(readablePath('/properties/a~1b/properties/c~0d')).toBe('a/b.c~d');
    expect(readablePath('/prefixItems/0/properties/x')).toBe('[].x');
    expect(() => readablePath('properties/x')).toThrow('Invalid JSON pointer: properties/x');
  });

  it('matches the plain reading on random pointers', () => {
    const words = [
      'properties',
      'patternProperties',
      '$defs',
      'definitions',
      'items',
      'prefixItems',
      'additionalItems',
      'contains',
      'anyOf',
      '0',
      '12',
      '',
      'a',
      'a~1b',
      '~0',
      '~',
      '~2',
      'properties~1x',
      'items~0',
    ];
    let seed = 99;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      let pointer = '';
      for (let j = random(8); j > 0; j--) pointer += '/' + words[random(words.length)];
      expect(readablePath(pointer), pointer).toBe(referencePath(pointer));
    }
  });
});

describe('parametersOf', () => {
  it('lists every property schema with its pointer, path and parent, in document order', () => {
    const schema = {
      type: 'object',
      properties: {
        q: { type: 'string' },
        f: { type: 'object', properties: { since: { type: 'string' } } },
        flag: true,
      },
      $defs: { A: { properties: { street: { type: 'string' } } } },
    };
    const found = parametersOf(schema).map((p) => ({
      name: p.name,
      path: p.path,
      pointer: p.pointer,
      parent: p.parentPointer,
      schema: p.schema,
    }));
    expect(found).toEqual([
      {
        name: 'q',
        path: 'q',
        pointer: '/inputSchema/properties/q',
        parent: '/inputSchema',
        schema: schema.properties.q,
      },
      {
        name: 'f',
        path: 'f',
        pointer: '/inputSchema/properties/f',
        parent: '/inputSchema',
        schema: schema.properties.f,
      },
      {
        name: 'since',
        path: 'f.since',
        pointer: '/inputSchema/properties/f/properties/since',
        parent: '/inputSchema/properties/f',
        schema: schema.properties.f.properties.since,
      },
      {
        name: 'street',
        path: 'A.street',
        pointer: '/inputSchema/$defs/A/properties/street',
        parent: '/inputSchema/$defs/A',
        schema: schema.$defs.A.properties.street,
      },
    ]);
    expect(parametersOf(schema)).toBe(parametersOf(schema));
  });
});
