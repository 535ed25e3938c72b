extension CaseIterable where Self: RawRepresentable, RawValue == String {
    /// The allowed values for a message, from the cases: `classic, recipe or flat`.
    public static var choices: String {
        let names = allCases.map(\.rawValue)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
