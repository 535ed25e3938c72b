/// Which parameter of which call a value is passed to: the callee as its callers spell it (the type
/// for an initializer) and the argument's label (nil when unlabelled).
struct ArgumentPlace: Sendable, Hashable {
    var callee: String
    var label: String?
}
