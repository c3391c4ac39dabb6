/*
 * Cloud Storage rules runtime for firebase-tools' Storage emulator, built from the rules engine
 * that ships inside the Firestore emulator JAR (Debian package google-cloud-cli-firestore-emulator).
 *
 * firebase-tools starts its own rules-runtime JAR as `java -jar <jar> serve` and speaks to it in
 * JSON, one message per line (lib/emulator/storage/rules/runtime.js). That JAR can only be
 * downloaded, so the launcher (scripts/lib/storage-rules-runtime.ts) compiles this file against
 * the Firestore emulator JAR and hands the result to firebase-tools through
 * STORAGE_EMULATOR_BINARY_PATH. Nothing here interprets rules: compiling is
 * FirebaseRulesProtoCompiler, evaluating is DefaultEvaluator with the firebase.storage context
 * converters of that JAR. This file only translates the protocol.
 *
 * Protocol (stdin → stdout, one JSON object per line):
 *   start                      → {"id":-1,"status":"ok"}
 *   {"id",action:"load_ruleset",context:{rulesetName,source:{files:[{name,content}]}}}
 *                              → {"id","status":"ok",errors,warnings,result:{rulesVersion}}
 *   {"id",action:"verify",context:{rulesetName,service,path,method,variables:{request,resource}}}
 *                              → {"id","status":"ok",errors,warnings,result:{permit}}
 *   while verifying, firestore.get()/exists() in a rule asks back for a document:
 *                              → {"server_request_id":id,"action":"fetch_firestore_document",
 *                                 "context":{"path":"/databases/(default)/documents/…"}}
 *   and firebase-tools answers {"id":id,status:"ok"|"not_found",result:{name,fields}}.
 * Variables arrive as google.firebase.rules.runtime.v1.ExpressionValue in proto JSON.
 */

import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.PathUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.JsonFormat;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

public final class StorageRulesRuntime {
  private static final String SERVICE = "firebase.storage";
  /** firebase-tools reads stdout in chunks and parses each chunk as one JSON value: keep writes apart. */
  private static final long MIN_MILLIS_BETWEEN_WRITES = 20;
  private static final long EVALUATION_TIMEOUT_SECONDS = 30;

  private static final PrintStream OUT =
      new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
  private static final Object OUT_LOCK = new Object();
  private static long lastWriteNanos = 0;

  private static final Map<String, RulesetAst> RULESETS = new ConcurrentHashMap<>();
  /** Document fetches waiting for firebase-tools' answer, by verify request id. */
  private static final Map<Long, SettableFuture<JsonObject>> FETCHES = new ConcurrentHashMap<>();

  private static final ExecutorService WORKERS =
      Executors.newCachedThreadPool(
          r -> {
            Thread t = new Thread(r, "storage-rules");
            t.setDaemon(true);
            return t;
          });

  private StorageRulesRuntime() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    // Only protocol messages go to stdout; anything the engine prints goes to stderr.
    System.setOut(System.err);
    Logger.getLogger("").setLevel(Level.WARNING);

    send(object("id", -1L, "status", "ok"));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.isBlank()) continue;
      try {
        handle(JsonParser.parseString(line).getAsJsonObject());
      } catch (RuntimeException e) {
        System.err.println("storage rules runtime: unreadable message: " + e);
      }
    }
    System.exit(0);
  }

  private static void handle(JsonObject message) {
    long id = message.get("id").getAsLong();
    if (!message.has("action")) {
      // The answer to a document fetch: resume the evaluation that asked for it.
      SettableFuture<JsonObject> pending = FETCHES.remove(id);
      if (pending != null) WORKERS.execute(() -> pending.set(message));
      return;
    }
    String action = message.get("action").getAsString();
    JsonObject context = message.getAsJsonObject("context");
    switch (action) {
      case "load_ruleset":
        // In order, on this thread: a verify that follows a load must see the ruleset.
        loadRuleset(id, context);
        break;
      case "verify":
        WORKERS.execute(() -> verify(id, context));
        break;
      default:
        send(failure(id, "Unknown action: " + action));
    }
  }

  // ─── load_ruleset ────────────────────────────────────────────────────────────────────────

  private static void loadRuleset(long id, JsonObject context) {
    try {
      Source.Builder source = Source.newBuilder();
      for (JsonElement f : context.getAsJsonObject("source").getAsJsonArray("files")) {
        JsonObject file = f.getAsJsonObject();
        source.addFiles(
            com.google.firebase.rules.v1.File.newBuilder()
                .setName(file.get("name").getAsString())
                .setContent(file.get("content").getAsString()));
      }
      CompileResult compiled =
          FirebaseRulesProtoCompiler.createStandalone(
                  FirebaseRulesLangOptions.builder()
                      .allowTernaryOperator(true)
                      .allowCrossServiceRules(true)
                      .build())
              .compile(source);
      JsonArray errors = new JsonArray();
      JsonArray warnings = new JsonArray();
      for (Issue issue : compiled.getIssues()) {
        (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
      }
      JsonObject response = object("id", id, "status", "ok");
      response.add("errors", errors);
      response.add("warnings", warnings);
      if (!compiled.hasCompilationError()) {
        RulesetAst ast = compiled.getRulesetAst();
        RULESETS.put(context.get("rulesetName").getAsString(), ast);
        JsonObject result = new JsonObject();
        result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
        response.add("result", result);
      } else if (errors.size() == 0) {
        errors.add("The rules did not compile.");
      }
      send(response);
    } catch (RuntimeException e) {
      send(failure(id, "Could not compile the rules: " + e));
    }
  }

  /** An issue in the shape firebase-tools' rules manager parses (description_, sourcePosition_). */
  private static String describe(Issue issue) {
    SourcePosition at = issue.getSourcePosition();
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", at.getFileName());
    position.addProperty("line_", at.getLine());
    position.addProperty("column_", at.getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.addProperty("severity_", issue.getSeverityValue());
    json.add("sourcePosition_", position);
    return json.toString();
  }

  // ─── verify ──────────────────────────────────────────────────────────────────────────────

  private static void verify(long id, JsonObject context) {
    try {
      RulesetAst ruleset = RULESETS.get(context.get("rulesetName").getAsString());
      if (ruleset == null) {
        send(failure(id, "No ruleset named " + context.get("rulesetName")));
        return;
      }
      String service = context.has("service") ? context.get("service").getAsString() : SERVICE;
      if (!service.equals(SERVICE)) {
        send(failure(id, "Unsupported service: " + service));
        return;
      }
      JsonObject variables = context.getAsJsonObject("variables");
      Request request =
          new Request(
              id,
              pathOf(context.get("path").getAsString()),
              expression(variables.get("request")),
              expression(variables.get("resource")));
      AuthRuleEvaluator.RuleContext rules;
      String method = context.get("method").getAsString();
      switch (method) {
        case "get":
          rules = FirebaseStorageGetContextConverter.convert(request);
          break;
        case "list":
          rules = FirebaseStorageListContextConverter.convert(request);
          break;
        case "create":
          rules = FirebaseStorageCreateContextConverter.convert(request);
          break;
        case "update":
          rules = FirebaseStorageUpdateContextConverter.convert(request);
          break;
        case "delete":
          rules = FirebaseStorageDeleteContextConverter.convert(request);
          break;
        // The emulator itself asks per operation; these two cover a whole group (allow read/write).
        case "read":
          rules = FirebaseStorageGetContextConverter.convert(request).toBuilder().method("read").build();
          break;
        case "write":
          rules = FirebaseStorageCreateContextConverter.convert(request).toBuilder().method("write").build();
          break;
        default:
          send(failure(id, "Unsupported method: " + method));
          return;
      }
      boolean permit;
      JsonArray warnings = new JsonArray();
      try {
        permit =
            new DefaultEvaluator(ruleset)
                .evaluate(rules)
                .get(EVALUATION_TIMEOUT_SECONDS, TimeUnit.SECONDS)
                .permit();
      } catch (Exception e) {
        // An evaluation error denies, as in production; say why.
        permit = false;
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        warnings.add("Permission denied: " + cause.getMessage());
      } finally {
        FETCHES.remove(id); // a document fetch left unanswered (timeout) is not waited for any more
      }
      JsonObject response = object("id", id, "status", "ok");
      response.add("errors", new JsonArray());
      response.add("warnings", warnings);
      JsonObject result = new JsonObject();
      result.addProperty("permit", permit);
      response.add("result", result);
      send(response);
    } catch (Exception e) {
      send(failure(id, "Could not evaluate the request: " + e));
    }
  }

  /** /b/bucket/o/a/b → segments b, bucket, o, a, b (as firebase-tools builds request.path). */
  private static ExpressionPathValue pathOf(String path) {
    ExpressionPathValue.Builder builder = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) builder.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return builder.build();
  }

  private static ExpressionValue expression(JsonElement json) throws Exception {
    if (json == null || json.isJsonNull()) return NULL;
    JsonObject object = json.getAsJsonObject();
    // {"null_value": null} means null; the proto JSON parser would drop it.
    if (object.has("null_value") && object.get("null_value").isJsonNull()) return NULL;
    ExpressionValue.Builder builder = ExpressionValue.newBuilder();
    JsonFormat.parser().merge(object.toString(), builder);
    return builder.build();
  }

  private static final ExpressionValue NULL = ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  /** One request's view for the firebase.storage context converters of the engine. */
  private static final class Request
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    private final long id;
    private final ExpressionPathValue path;
    private final ExpressionValue request;
    private final ExpressionValue resource;
    private final Map<String, ListenableFuture<JsonObject>> documents = new HashMap<>();
    /** firebase-tools expects one document fetch at a time per request: each waits for the last. */
    private CompletableFuture<Void> lastFetch = CompletableFuture.completedFuture(null);

    Request(long id, ExpressionPathValue path, ExpressionValue request, ExpressionValue resource) {
      this.id = id;
      this.path = path;
      this.request = request;
      this.resource = resource;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ExpressionMapValue request() {
      return request.getMapValue();
    }

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return immediate(resource);
    }

    @Override
    public ExpressionValue debug(ExpressionValue value) {
      System.err.println("debug(): " + value);
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition at) {
      String docPath = documentPath(document);
      return transform(fetch(docPath), answer -> document(docPath, answer));
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition at) {
      return transform(
          fetch(documentPath(document)),
          answer -> ExpressionValue.newBuilder().setBoolValue(found(answer)).build());
    }

    private synchronized ListenableFuture<JsonObject> fetch(String docPath) {
      ListenableFuture<JsonObject> known = documents.get(docPath);
      if (known != null) return known;
      SettableFuture<JsonObject> answer = SettableFuture.create();
      documents.put(docPath, answer);
      CompletableFuture<Void> previous = lastFetch;
      CompletableFuture<Void> done = new CompletableFuture<>();
      lastFetch = done;
      previous.whenComplete(
          (ignored, error) -> {
            FETCHES.put(id, answer);
            JsonObject ask = object("server_request_id", id, "action", "fetch_firestore_document");
            JsonObject context = new JsonObject();
            context.addProperty("path", docPath);
            ask.add("context", context);
            send(ask);
          });
      answer.addListener(() -> done.complete(null), Runnable::run);
      return answer;
    }
  }

  private static String documentPath(ExpressionPathValue path) {
    String bound = PathUtils.toBoundString(path);
    return bound.startsWith("/") ? bound : "/" + bound;
  }

  private static boolean found(JsonObject answer) {
    return answer.has("status") && answer.get("status").getAsString().equals("ok") && answer.has("result");
  }

  /** firestore.get(): the document as rules see it (data, id, __name__), or null when missing. */
  private static ExpressionValue document(String docPath, JsonObject answer) {
    if (!found(answer)) return NULL;
    JsonObject result = answer.getAsJsonObject("result");
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    if (result.has("fields") && result.get("fields").isJsonObject()) {
      for (Map.Entry<String, JsonElement> field : result.getAsJsonObject("fields").entrySet()) {
        data.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
      }
    }
    ExpressionPathValue name = pathOf(docPath);
    String docId = docPath.substring(docPath.lastIndexOf('/') + 1);
    return map(
        Map.of(
            "__name__", ExpressionValue.newBuilder().setPathValue(name).build(),
            "id", ExpressionValue.newBuilder().setStringValue(docId).build(),
            "data", ExpressionValue.newBuilder().setMapValue(data).build()));
  }

  /** A Firestore REST value (stringValue, integerValue, mapValue, …) as an ExpressionValue. */
  private static ExpressionValue firestoreValue(JsonObject value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (value.has("nullValue")) return NULL;
    if (value.has("booleanValue")) return out.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
    if (value.has("integerValue")) return out.setIntValue(Long.parseLong(value.get("integerValue").getAsString())).build();
    if (value.has("doubleValue")) return out.setFloatValue(value.get("doubleValue").getAsDouble()).build();
    if (value.has("stringValue")) return out.setStringValue(value.get("stringValue").getAsString()).build();
    if (value.has("timestampValue")) {
      return out.setTimestampValue(Timestamps.parseUnchecked(value.get("timestampValue").getAsString())).build();
    }
    if (value.has("bytesValue")) {
      return out.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(value.get("bytesValue").getAsString()))).build();
    }
    if (value.has("referenceValue")) {
      String reference = value.get("referenceValue").getAsString();
      int databases = reference.indexOf("/databases/");
      return out.setPathValue(pathOf(databases >= 0 ? reference.substring(databases) : reference)).build();
    }
    if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      return out.setLatlngValue(
              LatLng.newBuilder()
                  .setLatitude(point.has("latitude") ? point.get("latitude").getAsDouble() : 0)
                  .setLongitude(point.has("longitude") ? point.get("longitude").getAsDouble() : 0))
          .build();
    }
    if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) list.addValues(firestoreValue(item.getAsJsonObject()));
      }
      return out.setListValue(list).build();
    }
    if (value.has("mapValue")) {
      ExpressionMapValue.Builder fields = ExpressionMapValue.newBuilder();
      JsonObject mapValue = value.getAsJsonObject("mapValue");
      if (mapValue.has("fields")) {
        for (Map.Entry<String, JsonElement> field : mapValue.getAsJsonObject("fields").entrySet()) {
          fields.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
        }
      }
      return out.setMapValue(fields).build();
    }
    return NULL;
  }

  // ─── helpers ─────────────────────────────────────────────────────────────────────────────

  private static ExpressionValue map(Map<String, ExpressionValue> fields) {
    return ExpressionValue.newBuilder().setMapValue(ExpressionMapValue.newBuilder().putAllFields(fields)).build();
  }

  private static <T> ListenableFuture<T> immediate(T value) {
    SettableFuture<T> future = SettableFuture.create();
    future.set(value);
    return future;
  }

  private static <A, B> ListenableFuture<B> transform(ListenableFuture<A> from, java.util.function.Function<A, B> f) {
    SettableFuture<B> to = SettableFuture.create();
    from.addListener(
        () -> {
          try {
            to.set(f.apply(from.get()));
          } catch (Exception e) {
            to.setException(e);
          }
        },
        Runnable::run);
    return to;
  }

  private static JsonObject object(String k1, Object v1, String k2, Object v2) {
    JsonObject json = new JsonObject();
    for (Object[] kv : new Object[][] {{k1, v1}, {k2, v2}}) {
      if (kv[1] instanceof Number) json.addProperty((String) kv[0], (Number) kv[1]);
      else json.addProperty((String) kv[0], String.valueOf(kv[1]));
    }
    return json;
  }

  /** A protocol-level failure: firebase-tools treats a response with errors as "not permitted". */
  private static JsonObject failure(long id, String message) {
    JsonObject response = object("id", id, "status", "ok");
    JsonArray errors = new JsonArray();
    errors.add(message);
    response.add("errors", errors);
    response.add("warnings", new JsonArray());
    return response;
  }

  private static void send(JsonObject message) {
    synchronized (OUT_LOCK) {
      long waitNanos = lastWriteNanos + TimeUnit.MILLISECONDS.toNanos(MIN_MILLIS_BETWEEN_WRITES) - System.nanoTime();
      if (waitNanos > 0) {
        try {
          TimeUnit.NANOSECONDS.sleep(waitNanos);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      OUT.print(message.toString() + "\n");
      OUT.flush();
      lastWriteNanos = System.nanoTime();
    }
  }
}
