import Testing

@Test func stringTablesPlaceholder() { #expect(Bool(true)) }
