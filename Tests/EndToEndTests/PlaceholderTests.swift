import Testing

@Test func endToEndPlaceholder() { #expect(Bool(true)) }
