export const FORMAT_NAMES = ['stylish', 'json', 'sarif', 'github'];
