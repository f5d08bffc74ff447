import Testing

@Test func announcementsPlaceholder() { #expect(Bool(true)) }
