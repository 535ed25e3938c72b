import BarSkin
import BarSkinTestSupport
import Foundation
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
        #expect(collected.errors == [FileProblem.noSuchInput.located(at: folder.path + "/missing")])
    }

    @Test func aChainOfFoldersAsDeepAsPathsAllowIsWalkedToItsBottom() {
        let folder = TemporaryFolder()
        // Paths of 4096 bytes reach about 2,000 levels of `d/`: the walk meets the system's
        // limit, reported once, not the end of its thread's stack.
        folder.makeFolderChain("icons", depth: 3_000, files: [1: "top.png", 1_000: "deep.png", 3_000: "bottom.png"])
        defer { folder.removeFolderChain("icons") }
        let collected = InputCollector.collect([folder.path + "/icons"])
        // Depth first in name order: `d` comes before `top.png`.
        #expect(collected.files.map { $0.relativePath.split(separator: "/").count } == [1_000 + 1, 1 + 1])
        #expect(collected.files.map { PathText.fileName(of: $0.path) } == ["deep.png", "top.png"])
        #expect(collected.errors.map(\.message) == ["cannot read folder: the paths below it are longer than the system allows"])
    }
}

struct BatchRunnerTests {
    @Test func keepsInputOrderWithSeveralJobs() {
        let results = BatchRunner(jobs: 2).run(Array(0..<500)) { $0 * 3 }
        #expect(results == (0..<500).map { $0 * 3 })
        #expect(BatchRunner(jobs: 4).run([Int]()) { $0 }.isEmpty)
    }

    /// An order says which items start first; the results stay in input order.
    @Test func startsItemsInTheOrderGivenAndKeepsInputOrder() {
        let started = Started()
        let order = Array((0..<50).reversed())
        let results = BatchRunner(jobs: 1).run(Array(0..<50), order: order) { item in started.add(item); return item * 3 }
        #expect(results == (0..<50).map { $0 * 3 })
        #expect(started.items == order)
        #expect(BatchRunner(jobs: 2).run(Array(0..<500), order: Array(0..<500).shuffled()) { $0 * 3 } == (0..<500).map { $0 * 3 })
    }

    /// The items a run started, in the order it started them.
    private final class Started: @unchecked Sendable {
        private let lock = NSLock()
        private var started: [Int] = []
        var items: [Int] { lock.withLock { started } }
        func add(_ item: Int) { lock.withLock { started.append(item) } }
    }
}
