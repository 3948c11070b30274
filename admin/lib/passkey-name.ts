/** A first guess at a passkey's name: the device's platform, which the user can change. */
export function defaultPasskeyName(): string {
  const agent = navigator.userAgent;
  const platforms: [RegExp, string][] = [
    [/iPhone/, "iPhone"],
    [/iPad/, "iPad"],
    [/Android/, "Android"],
    [/Mac OS X|Macintosh/, "Mac"],
    [/Windows/, "Windows"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ];
  return platforms.find(([pattern]) => pattern.test(agent))?.[1] ?? "Passkey";
}
