import BarSkin
import BarSkinTestSupport
import Testing

struct InputCollectorTests {
    @Test func walksFoldersInOrderAndMirrorsRelativePaths() {
        let folder = TemporaryFolder()
        for name in ["b/z.png", "a.PNG", "b/a.png", "notes.txt", ".hidden.png", ".git/x.png"] {
            folder.write([0], to: name)
        }
        let single = folder.write([0], to: "elsewhere/one.png")
        let collected = InputCollector.collect([folder.path + "/", single, folder.path + "/missing"])
        #expect(collected.files.map(\.relativePath) == ["a.PNG", "b/a.png", "b/z.png", "elsewhere/one.png", "one.png"])
        #expect(collected.files[0].path == folder.path + "/a.PNG")
        #expect(collected.skipped == [folder.path + "/notes.txt"])
        #expect(collected.errors == [.noSuchInput(path: folder.path + "/missing")])
    }
}

struct BatchRunnerTests {
    @Test func keepsInputOrderWithSeveralJobs() {
        let results = BatchRunner(jobs: 2).run(Array(0..<500)) { $0 * 3 }
        #expect(results == (0..<500).map { $0 * 3 })
        #expect(BatchRunner(jobs: 4).run([Int]()) { $0 }.isEmpty)
    }
}
