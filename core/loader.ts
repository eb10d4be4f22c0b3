// Classic-script loader for templates that cannot use type="module": adds the ESM bootloader that sits beside it.
// Under Trusted Types the script URL goes through a policy that only admits that one URL.
(() => {
  const self = document.currentScript as HTMLScriptElement | null;
  const entry = new URL("vitrine.js", self?.src || location.href).href;
  const policy = window.trustedTypes?.createPolicy("vitrine-loader", {
    createScriptURL: (url: string) => {
      if (url !== entry) throw new TypeError(`vitrine-loader: refusing ${url}`);
      return url;
    },
  });
  const script = document.createElement("script");
  script.type = "module";
  script.src = (policy ? policy.createScriptURL(entry) : entry) as string;
  document.head.append(script);
})();
