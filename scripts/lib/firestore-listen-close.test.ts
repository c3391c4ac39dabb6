import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClassFile } from "./class-file.js";
import {
  LISTEN_HANDLER_CLASS,
  LISTEN_STREAM_CLASS,
  handlerCompletesStreamOnClose,
  streamRemovedOnCompleted,
  writeListenClosePatches,
} from "./firestore-listen-close.js";

const EMULATOR_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const ERROR = "(Lcom/google/net/webchannel/server/ErrorStatus;)V";

describe("the Firestore emulator's listen streams, closed with their channel", () => {
  let dir = "";
  let entries: string[] = [];
  const read = (root: string, entry: string) => new ClassFile(readFileSync(path.join(dir, root, entry)));
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "listen-close-"));
    entries = writeListenClosePatches(EMULATOR_JAR, dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("patches both classes of the emulator JAR the launcher wraps", () => {
    expect(entries).toEqual([LISTEN_STREAM_CLASS, LISTEN_HANDLER_CLASS]);
  });

  it("the handler completes its stream on close and on a timed-out channel; its other methods are as shipped", () => {
    const original = read("extracted", LISTEN_HANDLER_CLASS);
    const patched = read("", LISTEN_HANDLER_CLASS);
    const onClose = [...(patched.methodCode("onClose", "()V") ?? [])];
    // aload_0, getfield requestObserver, invokeinterface StreamObserver.onCompleted, return
    expect(onClose.filter((_, i) => ![2, 3, 5, 6].includes(i))).toEqual([0x2a, 0xb4, 0xb9, 1, 0, 0xb1]);
    expect(patched.methodCode("onError", ERROR)).toEqual(patched.methodCode("onClose", "()V"));
    expect(original.methodCode("onClose", "()V")?.length).toBeGreaterThan(onClose.length);
    expect(patched.methodCode("onMessage", "(Ljava/lang/String;)V")).toEqual(
      original.methodCode("onMessage", "(Ljava/lang/String;)V"),
    );
  });

  it("the stream unregisters itself when completed; its other methods are as shipped", () => {
    const original = read("extracted", LISTEN_STREAM_CLASS);
    const patched = read("", LISTEN_STREAM_CLASS);
    const onCompleted = [...(patched.methodCode("onCompleted", "()V") ?? [])];
    // aload_0, getfield manager, aload_0, getfield streamId, invokevirtual removeStream, return
    expect(onCompleted.filter((_, i) => ![2, 3, 6, 7, 9, 10].includes(i))).toEqual([
      0x2a, 0xb4, 0x2a, 0xb4, 0xb6, 0xb1,
    ]);
    const onNext = "(Lcom/google/firestore/v1/ListenRequest;)V";
    expect(patched.methodCode("onNext", onNext)).toEqual(original.methodCode("onNext", onNext));
  });

  it("patches nothing in a class of another name", () => {
    const other = readFileSync(path.join(dir, "extracted", LISTEN_HANDLER_CLASS));
    expect(streamRemovedOnCompleted(other)).toBeNull();
    const stream = readFileSync(path.join(dir, "extracted", LISTEN_STREAM_CLASS));
    expect(handlerCompletesStreamOnClose(stream)).toBeNull();
  });
});
