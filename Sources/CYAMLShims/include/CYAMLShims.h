/// A thin C layer over libyaml (the copy Yams builds) with a libyaml-free public header.
///
/// Swift never sees `<yaml.h>`: `cyaml_parse` reads the first document of a stream into flat
/// arrays the caller owns, one record per event, with the scalar text, anchor and alias names
/// and tags copied into one byte buffer. One C loop per event, instead of a Swift object per
/// event, is what makes a 40,000-line scenario parse in a few milliseconds more than libyaml
/// itself takes. Buffers cross the boundary with explicit capacities; when one is too small
/// the parse goes on counting, and the result holds the sizes needed.
#ifndef CYAMLSHIMS_H
#define CYAMLSHIMS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What an event is.
enum {
  cyaml_scalar = 1,
  cyaml_alias = 2,
  cyaml_sequence_start = 3,
  cyaml_sequence_end = 4,
  cyaml_mapping_start = 5,
  cyaml_mapping_end = 6,
};

/// Why a parse stopped.
enum {
  cyaml_ok = 0,
  cyaml_error_memory = 1,
  /// Bytes libyaml cannot read (a control character): `offset` is in bytes.
  cyaml_error_reader = 2,
  cyaml_error_scanner = 3,
  cyaml_error_parser = 4,
  /// A second document after the first.
  cyaml_error_second_document = 5,
  /// The values (tags expanded) would take more than `cyaml_maximum_bytes`.
  cyaml_error_too_large = 6,
};

/// The most bytes of values one parse copies out (scalar text takes at most 1.5 times its
/// source; only tags expanded from `%TAG` prefixes could take more).
#define cyaml_maximum_bytes (256 << 20)

/// One event of the first document. Offsets index the byte buffer; -1 is "none".
typedef struct {
  int32_t kind;
  /// Scalars: 0 any, 1 plain, 2 single-quoted, 3 double-quoted, 4 literal, 5 folded (libyaml's
  /// and Yams's numbering). Collections: 0 any, 1 block, 2 flow.
  int32_t style;
  /// The start of the event, 1-based; the column counts characters.
  int32_t line;
  int32_t column;
  /// Scalars: the text; aliases: the anchor named.
  int32_t value;
  int32_t valueLength;
  /// The anchor the node defines.
  int32_t anchor;
  int32_t anchorLength;
  /// The tag as Yams composes it: none when implicit; `tag:yaml.org,2002:str` for a quoted or
  /// block scalar without a tag; otherwise the tag written, its handle expanded.
  int32_t tag;
  int32_t tagLength;
} cyaml_event;

/// How a parse ended.
typedef struct {
  int32_t error;
  /// libyaml's problem (static text), the empty string when none.
  const char *problem;
  /// Where the problem is, 1-based (scanner, parser, second-document and too-large errors).
  int32_t line;
  int32_t column;
  /// Reader errors: the offset of the bad bytes, in bytes.
  int64_t offset;
  /// The events and bytes the document needs: more than the capacities when they were too
  /// small (then nothing past them was written).
  int64_t events;
  int64_t bytes;
} cyaml_result;

/// Parses the first document of `length` bytes of UTF-8 `text` into `events` and `bytes`
/// (`text` may be null when `length` is 0).
///
/// The stream start, document start and end events are left out; an empty stream has no
/// event. A second document is `cyaml_error_second_document`, at its start, as Yams's
/// `compose` reports it. The events before an error are kept, so that a caller composing
/// them finds the mistakes it reports itself (an undefined alias) in the same order.
void cyaml_parse(
  const uint8_t *text, int64_t length, cyaml_event *events, int64_t eventCapacity, uint8_t *bytes,
  int64_t byteCapacity, cyaml_result *result);

/// A parse running on a thread of its own (see `cyaml_async_start`).
typedef struct cyaml_async cyaml_async;

/// Starts `cyaml_parse` on a new thread, so that another thread can compose the events as
/// they come: libyaml takes about as long as composing them. NULL when no thread could be
/// started (then parse with `cyaml_parse`). The text, buffers and result must stay valid
/// until `cyaml_async_finish`.
///
/// `events` is a ring of `eventCapacity` slots, a power of two: event `i` is in slot
/// `i & (eventCapacity - 1)`, written once the reader has taken event `i - eventCapacity`
/// (`cyaml_async_taken`, `cyaml_async_wait`, `cyaml_async_poll`), so that a large text's
/// events stay in a buffer that fits the cache instead of one that faults in a page every
/// hundred events. Only the bytes can turn out too small (then the text is read again).
cyaml_async *cyaml_async_start(
  const uint8_t *text, int64_t length, cyaml_event *events, int64_t eventCapacity, uint8_t *bytes,
  int64_t byteCapacity, cyaml_result *result);

/// Waits until more than `seen` events may be read or the parse ended (`*done` is then 1);
/// returns how many events, from the first, are complete in the buffers (the reader has
/// taken the first `seen`). Events past the bytes' capacity are never published: once the
/// parse ended, `result` says whether the buffer was too small.
int64_t cyaml_async_wait(cyaml_async *async, int64_t seen, int32_t *done);

/// `cyaml_async_wait` without waiting: how many events are complete now (`*done` is 1 once
/// the parse ended), so that the reader can do other work while libyaml runs ahead.
int64_t cyaml_async_poll(cyaml_async *async, int64_t seen, int32_t *done);

/// Tells the parse that the reader has taken the first `taken` events (their slots are free).
void cyaml_async_taken(cyaml_async *async, int64_t taken);

/// Waits for the parse to end (stopping it at its next published event when `cancel` is
/// set) and frees `async`; `result` is then complete (unless cancelled). The reader takes
/// no more events: the parse reads on to the end without keeping them.
void cyaml_async_finish(cyaml_async *async, int32_t cancel);

#ifdef __cplusplus
}
#endif

#endif
