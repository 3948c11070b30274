import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { maxUploadBytes } from "#common/media";
import { api } from "../../lib/api";
import { addToLibrary } from "./media-cache";
import { asUpload, uploadProblem, type UploadProblem } from "./refusal";

export interface Upload {
  id: number;
  name: string;
  state: "waiting" | "uploading" | "done" | "refused";
  problem?: UploadProblem;
}

/**
 * Files to upload, one after another (the server processes one image at a time anyway), each
 * with its state; a file over the limit is refused here without sending a byte.
 */
export function useUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(0);
  const { mutateAsync } = useMutation({ mutationFn: (file: File) => api.uploadMedia({ upload: asUpload(file) }) });

  const send = useCallback(
    async (id: number, file: File) => {
      const change = (next: Partial<Upload>) =>
        setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...next } : upload)));
      if (file.size > maxUploadBytes) return change({ state: "refused", problem: { kind: "tooLarge" } });
      change({ state: "uploading" });
      try {
        addToLibrary(queryClient, await mutateAsync(file));
        change({ state: "done" });
      } catch (error) {
        change({ state: "refused", problem: uploadProblem(error) });
      }
    },
    [mutateAsync, queryClient],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file) => ({ file, id: nextId.current++ }));
      if (!added.length) return;
      setUploads((current) => [
        ...current,
        ...added.map(({ file, id }) => ({ id, name: file.name, state: "waiting" as const })),
      ]);
      for (const { file, id } of added) queue.current = queue.current.then(() => send(id, file));
    },
    [send],
  );

  /** Forget the finished ones; those still waiting or uploading stay. */
  const clear = useCallback(
    () =>
      setUploads((current) => current.filter((upload) => upload.state === "waiting" || upload.state === "uploading")),
    [],
  );

  return { uploads, add, clear };
}
