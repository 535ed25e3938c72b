import SwiftSyntax

extension SwiftFileVisitor {
    /// The whole numbers Foundation's calendar components take (the Gregorian calendar's,
    /// as `Calendar.current` is for the apps that build names from them): a day of the month is 1 to 31.
    static let calendarComponents: [String: ClosedRange<Int>] = [
        "day": 1...31, "month": 1...12, "weekday": 1...7, "hour": 0...23, "minute": 0...59, "second": 0...59,
        "weekOfYear": 1...53, "weekOfMonth": 1...6, "quarter": 1...4,
    ]

    /// A whole-number literal's value (`198`, `1_000`); nil for any other expression or a number too large.
    func integerLiteral(_ expression: ExprSyntax) -> SwiftValue? {
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text.filter { $0 != "_" }).map(SwiftValue.integer) ?? .digits
    }

    /// The numbers a range expression holds (`0..<iconsCount`, `(1...7)`), nil where it is no range.
    func rangeValue(_ expression: ExprSyntax) -> SwiftValue? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return rangeValue(tuple.elements.first!.expression) }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let symbol = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "..<" || symbol == "..." else { return nil }
        return .integers(lower: value(of: elements[0]), upper: value(of: elements[2]), closed: symbol == "...")
    }

    /// A calendar component read from Foundation: `calendar.component(.day, from: date)`, or
    /// `calendar.dateComponents([.day], from: date).day`; nil for anything else.
    func calendarValue(_ expression: ExprSyntax) -> SwiftValue? {
        if let member = expression.as(MemberAccessExprSyntax.self), let call = member.base?.as(FunctionCallExprSyntax.self),
           Self.calleeName(call.calledExpression) == "dateComponents", Self.labels(call).last == "from" {
            return Self.calendarComponents[member.declName.baseName.text].map(Self.integers)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), Self.calleeName(call.calledExpression) == "component",
           Self.labels(call) == [nil, "from"], let unit = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), unit.base == nil {
            return Self.calendarComponents[unit.declName.baseName.text].map(Self.integers)
        }
        return nil
    }

    /// Every whole number of `range`, as a value.
    private static func integers(_ range: ClosedRange<Int>) -> SwiftValue {
        .integers(lower: .integer(range.lowerBound), upper: .integer(range.upperBound), closed: true)
    }

    /// Whether a value is a number, so that `+` on it adds rather than joins text.
    static func isNumber(_ value: SwiftValue) -> Bool {
        switch value {
        case .integer, .integers, .digits: true
        default: false
        }
    }
}
