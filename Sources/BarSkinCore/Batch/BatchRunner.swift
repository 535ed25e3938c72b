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
    /// `order`, if given, is the order the items are started in (a permutation of
    /// their indices): the largest first, so no thread is left alone with one at the
    /// end. The results are in input order whatever it is.
    public func run<Item: Sendable, Result: Sendable>(
        _ items: [Item],
        order: [Int]? = nil,
        progress: (@Sendable (Int) -> Void)? = nil,
        _ work: @Sendable (Item) -> Result
    ) -> [Result] {
        precondition(order.map { $0.count == items.count } ?? true, "an order names every item once")
        let results = ResultSlots<Result>(count: items.count, order: order)
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
    private let order: [Int]?
    private var next = 0
    private var done = 0

    init(count: Int, order: [Int]?) {
        slots = Array(repeating: nil, count: count)
        self.order = order
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return order?[next - 1] ?? next - 1
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
