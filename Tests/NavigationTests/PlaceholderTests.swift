import Testing

@Test func navigationPlaceholder() { #expect(Bool(true)) }
