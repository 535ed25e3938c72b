import Foundation

/// A value worked out on a background queue while the caller goes on, for work that needs
/// nothing the caller is about to do: it fills the second core while the caller's work is serial.
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once on the queue before `leave`, read only after `wait`: the group orders them.
    private var result: Value?

    /// Starts `work` at once.
    public init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async { [self] in
            result = work()
            group.leave()
        }
    }

    /// The value, once worked out (waiting for it if need be).
    public var value: Value {
        group.wait()
        guard let result else { preconditionFailure("the work left no value") }
        return result
    }
}
