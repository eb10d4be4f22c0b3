// CSS.escape (CSS Object Model §2.1.1) for Node, which has none: the linter names elements as the browser does.
export function cssEscape(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const char = value[i]!;
    if (code === 0) out += "\uFFFD";
    else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f || (/\d/.test(char) && (i === 0 || (i === 1 && value[0] === "-"))))
      out += `\\${code.toString(16)} `;
    else if (i === 0 && char === "-" && value.length === 1) out += `\\${char}`;
    else if (code >= 0x80 || /[-_a-zA-Z0-9]/.test(char)) out += char;
    else out += `\\${char}`;
  }
  return out;
}
