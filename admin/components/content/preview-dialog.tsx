import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { adminEndpoints } from "#common/admin-api";
import { adminApi } from "#common/admin/base";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { contentQuery } from "./use-content-actions";

type Lang = "de" | "en";
/** A page as the preview names it: its title and path in both languages. */
export interface PreviewPage {
  title: Record<Lang, string>;
  path: Record<Lang, string>;
}

const phoneWidth = 375;
const desktopWidth = 1280;
const frameHeight = 760;

/**
 * "Preview": the page with every saved draft (server/render/preview.ts) at phone and desktop
 * width, German or English, in frames that run no script (sandbox without allow-scripts; the
 * answer's CSP forbids scripts too). docs/decisions/0045.
 */
/** The page at a phone's width and at a desktop's, side by side where there is room. */
const frames = [
  { device: "phone", width: phoneWidth, className: "w-full max-w-[375px] min-w-0" },
  { device: "desktop", width: desktopWidth, className: "min-w-0 flex-1 basis-80" },
] as const;

export function PreviewButton({ page }: { page: PreviewPage }) {
  const { t, lang } = useCopy();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost">
          {t("content.preview.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("close")} className="max-w-[min(100%-2rem,120rem)]">
        <DialogTitle>{t("content.preview.title", { title: page.title[lang] })}</DialogTitle>
        <DialogDescription>{t("content.preview.note")}</DialogDescription>
        {open && <Frames page={page} />}
      </DialogContent>
    </Dialog>
  );
}

function Frames({ page }: { page: PreviewPage }) {
  const { t, lang: uiLang } = useCopy();
  const [lang, setLang] = useState<Lang>(uiLang);
  const path = page.path[lang];
  // The first request renders; the frames then get the same render (the server shares it).
  const rendered = useQuery({
    queryKey: [...contentQuery, "preview", path],
    queryFn: async () => (await api.contentPreview({ query: { path } })).text(),
    gcTime: 0,
    retry: false,
  });
  const src = `${adminApi}${adminEndpoints.contentPreview.path}?path=${encodeURIComponent(path)}`;
  return (
    <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4">
      <div role="group" aria-label={t("content.preview.language")} className="flex gap-2">
        {(["de", "en"] as const).map((option) => (
          <Button
            key={option}
            type="button"
            variant={option === lang ? "primary" : "ghost"}
            aria-pressed={option === lang}
            onClick={() => setLang(option)}
          >
            {t(`languages.${option}`)}
          </Button>
        ))}
      </div>
      {rendered.isPending && (
        <p role="status" className="text-ink-700">
          {t("content.preview.loading")}
        </p>
      )}
      {rendered.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-red-700">{errorMessage(rendered.error, t)}</p>
          <Button type="button" variant="ghost" onClick={() => void rendered.refetch()}>
            {t("content.preview.retry")}
          </Button>
        </div>
      )}
      {rendered.isSuccess && (
        <div className="flex min-w-0 flex-wrap items-start gap-6">
          {frames.map(({ device, width, className }) => (
            <ScaledFrame
              key={device}
              src={src}
              width={width}
              label={t(`content.preview.${device}`)}
              path={path}
              className={className}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface FrameProps {
  src: string;
  /** The page's width in CSS pixels, as a phone or a desktop browser lays it out. */
  width: number;
  label: string;
  path: string;
  className: string;
}

/** The page at its width, scaled down to the room it has (the desktop beside the phone, a phone on a small screen). */
function ScaledFrame({ src, width, label, path, className }: FrameProps) {
  const { t } = useCopy();
  const room = useRef<HTMLElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = room.current;
    if (!element) return;
    const fit = () => setScale(element.clientWidth ? Math.min(1, element.clientWidth / width) : 1);
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [width]);
  return (
    <figure ref={room} className={`grid gap-2 ${className}`}>
      <figcaption className="text-sm font-semibold text-ink-700">{label}</figcaption>
      <div
        className="overflow-hidden rounded-xl border border-ink-900/15"
        style={{ width: width * scale, height: frameHeight * scale }}
      >
        <iframe
          src={src}
          // No script (no allow-scripts); same origin only so the page's styles, images and fonts
          // load (an opaque origin fails their same-origin resource policy and CORS).
          sandbox="allow-same-origin"
          title={t("content.preview.frame", { device: label, path })}
          referrerPolicy="no-referrer"
          style={{ width, height: frameHeight, transform: `scale(${scale})`, transformOrigin: "0 0" }}
        />
      </div>
    </figure>
  );
}
