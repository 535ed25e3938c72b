import Testing

@Test func versionPrintsAndExitsZero() throws {
    let result = try CommandRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "0.1.0\n")
}
