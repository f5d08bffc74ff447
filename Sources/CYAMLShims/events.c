#include "CYAMLShims.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

/// Distinct tags kept once in the byte buffer (a scenario has none; a hostile file that
/// repeats a long `%TAG` prefix on every node would otherwise copy it each time).
#define cyaml_tag_slots 16

typedef struct {
  cyaml_event *events;
  int64_t eventCapacity;
  uint8_t *bytes;
  int64_t byteCapacity;
  cyaml_result *result;
  int32_t tagOffsets[cyaml_tag_slots];
  int32_t tagLengths[cyaml_tag_slots];
  int32_t tagCount;
  /// A parse on its own thread: `events` is then a ring of `eventCapacity` slots (a power
  /// of two), each reused once the reader has taken the event in it. NULL: an array.
  cyaml_async *ring;
  /// The events the reader had taken when this thread last looked (under the lock).
  int64_t taken;
  /// Set once the events are no longer kept (the reader stopped, or the values overflowed
  /// their buffer and the text is read again): each goes to a scratch record.
  int32_t dropped;
} cyaml_output;

static cyaml_event *cyaml_ring_slot(cyaml_output *out, int64_t index, cyaml_event *scratch);

/// Copies `length` bytes into the buffer; the offset, or -1 when they do not fit (the size
/// needed still grows, so the caller can try again).
static int32_t cyaml_copy(cyaml_output *out, const uint8_t *data, size_t length) {
  int64_t start = out->result->bytes;
  if ((int64_t)length > cyaml_maximum_bytes - start) {
    out->result->error = cyaml_error_too_large;
    out->result->problem = "values take more than 256 MiB once their tags are expanded";
    return -1;
  }
  out->result->bytes = start + (int64_t)length;
  if (out->result->bytes > out->byteCapacity) return -1;
  if (length > 0) memcpy(out->bytes + start, data, length);
  return (int32_t)start;
}

static void cyaml_tag(cyaml_output *out, cyaml_event *event, const uint8_t *tag) {
  event->tag = -1;
  event->tagLength = 0;
  if (!tag) return;
  size_t length = strlen((const char *)tag);
  for (int32_t slot = 0; slot < out->tagCount; slot++) {
    if ((size_t)out->tagLengths[slot] == length && out->tagOffsets[slot] >= 0
        && memcmp(out->bytes + out->tagOffsets[slot], tag, length) == 0) {
      event->tag = out->tagOffsets[slot];
      event->tagLength = out->tagLengths[slot];
      return;
    }
  }
  int32_t offset = cyaml_copy(out, tag, length);
  event->tag = offset;
  event->tagLength = (int32_t)length;
  if (offset >= 0 && out->tagCount < cyaml_tag_slots) {
    out->tagOffsets[out->tagCount] = offset;
    out->tagLengths[out->tagCount] = (int32_t)length;
    out->tagCount++;
  }
}

static void cyaml_name(cyaml_output *out, const uint8_t *name, int32_t *offset, int32_t *length) {
  *offset = -1;
  *length = 0;
  if (!name) return;
  size_t size = strlen((const char *)name);
  *offset = cyaml_copy(out, name, size);
  *length = (int32_t)size;
}

static const uint8_t cyaml_str_tag[] = "tag:yaml.org,2002:str";

/// Records one node or end event.
static void cyaml_record(cyaml_output *out, const yaml_event_t *source) {
  int64_t index = out->result->events++;
  cyaml_event scratch;
  cyaml_event *event = out->ring ? cyaml_ring_slot(out, index, &scratch)
                                 : (index < out->eventCapacity ? &out->events[index] : &scratch);
  memset(event, 0, sizeof *event);
  event->line = (int32_t)source->start_mark.line + 1;
  event->column = (int32_t)source->start_mark.column + 1;
  event->value = -1;
  event->anchor = -1;
  event->tag = -1;
  switch (source->type) {
  case YAML_SCALAR_EVENT:
    event->kind = cyaml_scalar;
    event->style = (int32_t)source->data.scalar.style;
    event->value = cyaml_copy(out, source->data.scalar.value, source->data.scalar.length);
    event->valueLength = (int32_t)source->data.scalar.length;
    cyaml_name(out, source->data.scalar.anchor, &event->anchor, &event->anchorLength);
    cyaml_tag(out, event, source->data.scalar.quoted_implicit ? cyaml_str_tag : source->data.scalar.tag);
    break;
  case YAML_ALIAS_EVENT:
    event->kind = cyaml_alias;
    cyaml_name(out, source->data.alias.anchor, &event->value, &event->valueLength);
    break;
  case YAML_SEQUENCE_START_EVENT:
    event->kind = cyaml_sequence_start;
    event->style = (int32_t)source->data.sequence_start.style;
    cyaml_name(out, source->data.sequence_start.anchor, &event->anchor, &event->anchorLength);
    cyaml_tag(out, event, source->data.sequence_start.implicit ? NULL : source->data.sequence_start.tag);
    break;
  case YAML_MAPPING_START_EVENT:
    event->kind = cyaml_mapping_start;
    event->style = (int32_t)source->data.mapping_start.style;
    cyaml_name(out, source->data.mapping_start.anchor, &event->anchor, &event->anchorLength);
    cyaml_tag(out, event, source->data.mapping_start.implicit ? NULL : source->data.mapping_start.tag);
    break;
  case YAML_SEQUENCE_END_EVENT:
    event->kind = cyaml_sequence_end;
    break;
  default:
    event->kind = cyaml_mapping_end;
    break;
  }
  if (out->result->error == cyaml_error_too_large && out->result->line == 0) {
    out->result->line = event->line;
    out->result->column = event->column;
  }
}

static void cyaml_fail(cyaml_result *result, const yaml_parser_t *parser) {
  switch (parser->error) {
  case YAML_READER_ERROR:
    result->error = cyaml_error_reader;
    break;
  case YAML_SCANNER_ERROR:
    result->error = cyaml_error_scanner;
    break;
  case YAML_PARSER_ERROR:
    result->error = cyaml_error_parser;
    break;
  default:
    result->error = cyaml_error_memory;
    break;
  }
  result->problem = parser->problem ? parser->problem : "";
  result->line = (int32_t)parser->problem_mark.line + 1;
  result->column = (int32_t)parser->problem_mark.column + 1;
  result->offset = (int64_t)parser->problem_offset;
}

/// A parse on its own thread: what it publishes to the thread that reads its events.
struct cyaml_async {
  pthread_t thread;
  pthread_mutex_t mutex;
  pthread_cond_t published;
  const uint8_t *text;
  int64_t length;
  cyaml_event *events;
  int64_t eventCapacity;
  uint8_t *bytes;
  int64_t byteCapacity;
  cyaml_result *result;
  /// Signalled when the reader has taken events (their ring slots are free again) or reads no more.
  pthread_cond_t space;
  /// Guarded by `mutex`: the events complete and within the buffers, whether the parse ended,
  /// and whether the reader asked it to stop; the events the reader has taken, and whether
  /// it reads no more (the parse then goes on to the end without keeping them).
  int64_t available;
  int32_t done;
  int32_t cancelled;
  int64_t taken;
  int32_t released;
};

/// The ring slot for event `index`: it waits while the slot holds an event the reader has
/// not taken yet, after publishing every event before it (so that the reader can take them).
/// `scratch` once the events are no longer kept.
static cyaml_event *cyaml_ring_slot(cyaml_output *out, int64_t index, cyaml_event *scratch) {
  int64_t mask = out->eventCapacity - 1;
  if (out->dropped) return scratch;
  if (index - out->taken < out->eventCapacity) return &out->events[index & mask];
  cyaml_async *async = out->ring;
  // Values past their buffer: nothing more is published, and the text is read again.
  if (out->result->bytes > out->byteCapacity) {
    out->dropped = 1;
    return scratch;
  }
  pthread_mutex_lock(&async->mutex);
  async->available = index;
  pthread_cond_signal(&async->published);
  while (index - async->taken >= out->eventCapacity && !async->released && !async->cancelled) {
    pthread_cond_wait(&async->space, &async->mutex);
  }
  out->taken = async->taken;
  if (async->released || async->cancelled) out->dropped = 1;
  pthread_mutex_unlock(&async->mutex);
  return out->dropped ? scratch : &out->events[index & mask];
}

/// The events published at a time: few enough locks, small enough for the reader to follow closely.
#define cyaml_publish_every 1024

/// Publishes the events recorded so far, unless a buffer overflowed (the reader then reads
/// them again with buffers of the sizes counted); whether the reader asked to stop.
static int cyaml_publish(cyaml_async *async, cyaml_output *out, int done) {
  const cyaml_result *result = async->result;
  // The events are a ring: they always fit (see `cyaml_ring_slot`), unless no longer kept.
  int fits = !out->dropped && result->bytes <= async->byteCapacity;
  pthread_mutex_lock(&async->mutex);
  if (fits) async->available = result->events;
  if (done) async->done = 1;
  out->taken = async->taken;
  int cancelled = async->cancelled;
  pthread_cond_signal(&async->published);
  pthread_mutex_unlock(&async->mutex);
  return cancelled;
}

static void cyaml_run(
  const uint8_t *text, int64_t length, cyaml_event *events, int64_t eventCapacity, uint8_t *bytes,
  int64_t byteCapacity, cyaml_result *result, cyaml_async *async) {
  memset(result, 0, sizeof *result);
  result->problem = "";
  cyaml_output out = {events, eventCapacity, bytes, byteCapacity, result, {0}, {0}, 0, async, 0, 0};
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) {
    result->error = cyaml_error_memory;
    if (async) cyaml_publish(async, &out, 1);
    return;
  }
  yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
  static const uint8_t empty[1] = {0};
  yaml_parser_set_input_string(&parser, text ? text : empty, (size_t)length);
  int documents = 0;
  for (;;) {
    yaml_event_t event;
    if (!yaml_parser_parse(&parser, &event)) {
      cyaml_fail(result, &parser);
      break;
    }
    yaml_event_type_t type = event.type;
    if (type == YAML_DOCUMENT_START_EVENT && documents > 0) {
      // Yams's `compose` reads one event past the first document, and refuses a second.
      result->error = cyaml_error_second_document;
      result->problem = "but found another document";
      result->line = (int32_t)event.start_mark.line + 1;
      result->column = (int32_t)event.start_mark.column + 1;
    } else if (type == YAML_DOCUMENT_END_EVENT) {
      documents++;
    } else if (type != YAML_STREAM_START_EVENT && type != YAML_DOCUMENT_START_EVENT && type != YAML_STREAM_END_EVENT
               && type != YAML_NO_EVENT) {
      cyaml_record(&out, &event);
      if (async && result->events % cyaml_publish_every == 0 && cyaml_publish(async, &out, 0)) {
        yaml_event_delete(&event);
        break;
      }
    }
    yaml_event_delete(&event);
    if (type == YAML_STREAM_END_EVENT || result->error != cyaml_ok) break;
  }
  yaml_parser_delete(&parser);
  if (async) cyaml_publish(async, &out, 1);
}

void cyaml_parse(
  const uint8_t *text, int64_t length, cyaml_event *events, int64_t eventCapacity, uint8_t *bytes,
  int64_t byteCapacity, cyaml_result *result) {
  cyaml_run(text, length, events, eventCapacity, bytes, byteCapacity, result, NULL);
}

static void *cyaml_async_main(void *context) {
  cyaml_async *async = context;
  cyaml_run(
    async->text, async->length, async->events, async->eventCapacity, async->bytes, async->byteCapacity,
    async->result, async);
  return NULL;
}

cyaml_async *cyaml_async_start(
  const uint8_t *text, int64_t length, cyaml_event *events, int64_t eventCapacity, uint8_t *bytes,
  int64_t byteCapacity, cyaml_result *result) {
  cyaml_async *async = calloc(1, sizeof *async);
  if (!async) return NULL;
  *async = (cyaml_async){.text = text, .length = length, .events = events, .eventCapacity = eventCapacity,
    .bytes = bytes, .byteCapacity = byteCapacity, .result = result};
  if (pthread_mutex_init(&async->mutex, NULL) != 0) {
    free(async);
    return NULL;
  }
  if (pthread_cond_init(&async->published, NULL) != 0) {
    pthread_mutex_destroy(&async->mutex);
    free(async);
    return NULL;
  }
  if (pthread_cond_init(&async->space, NULL) != 0) {
    pthread_cond_destroy(&async->published);
    pthread_mutex_destroy(&async->mutex);
    free(async);
    return NULL;
  }
  if (pthread_create(&async->thread, NULL, cyaml_async_main, async) != 0) {
    pthread_cond_destroy(&async->space);
    pthread_cond_destroy(&async->published);
    pthread_mutex_destroy(&async->mutex);
    free(async);
    return NULL;
  }
  return async;
}

/// Records that the reader has taken the first `taken` events: their slots are free.
static void cyaml_take(cyaml_async *async, int64_t taken) {
  if (taken > async->taken) {
    async->taken = taken;
    pthread_cond_signal(&async->space);
  }
}

void cyaml_async_taken(cyaml_async *async, int64_t taken) {
  pthread_mutex_lock(&async->mutex);
  cyaml_take(async, taken);
  pthread_mutex_unlock(&async->mutex);
}

int64_t cyaml_async_wait(cyaml_async *async, int64_t seen, int32_t *done) {
  pthread_mutex_lock(&async->mutex);
  cyaml_take(async, seen);
  while (async->available <= seen && !async->done) pthread_cond_wait(&async->published, &async->mutex);
  int64_t available = async->available;
  *done = async->done;
  pthread_mutex_unlock(&async->mutex);
  return available;
}

int64_t cyaml_async_poll(cyaml_async *async, int64_t seen, int32_t *done) {
  pthread_mutex_lock(&async->mutex);
  cyaml_take(async, seen);
  int64_t available = async->available;
  *done = async->done;
  pthread_mutex_unlock(&async->mutex);
  return available;
}

void cyaml_async_finish(cyaml_async *async, int32_t cancel) {
  pthread_mutex_lock(&async->mutex);
  if (cancel) async->cancelled = 1;
  // The reader takes no more events: the parse goes on (to report its failure) without them.
  async->released = 1;
  pthread_cond_signal(&async->space);
  pthread_mutex_unlock(&async->mutex);
  pthread_join(async->thread, NULL);
  pthread_cond_destroy(&async->space);
  pthread_cond_destroy(&async->published);
  pthread_mutex_destroy(&async->mutex);
  free(async);
}
