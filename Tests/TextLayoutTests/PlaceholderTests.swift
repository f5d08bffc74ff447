import Testing

@Test func textLayoutPlaceholder() { #expect(Bool(true)) }
