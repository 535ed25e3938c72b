import Dispatch
import Foundation

/// Runs one piece of work per input on several threads and returns the results
/// in input order, so output and reports stay deterministic whatever the timing.
public struct BatchRunner: Sendable {
    /// How many inputs are worked on at once.
    public let jobs: Int

    /// A runner using `jobs` threads; nil means one per active core.
    public init(jobs: Int? = nil) {
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Applies `work` to every item. `progress`, if given, is called after each
    /// item with the number done so far, from whichever thread finished it.
    public func run<Item: Sendable, Result: Sendable>(
        _ items: [Item],
        progress: (@Sendable (Int) -> Void)? = nil,
        _ work: @Sendable (Item) -> Result
    ) -> [Result] {
        let results = ResultSlots<Result>(count: items.count)
        let width = min(jobs, items.count)
        guard width > 0 else { return [] }
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            while let index = results.claimNext() {
                results.store(work(items[index]), at: index)
                if let progress { progress(results.finished()) }
            }
        }
        return results.collect()
    }
}

/// Result storage shared by the workers: each index is claimed by exactly one
/// worker, and the lock orders the claims and the final read.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]
    private var next = 0
    private var done = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        slots[index] = result
        done += 1
        lock.unlock()
    }

    func finished() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    func collect() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
