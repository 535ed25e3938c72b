import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    /// What a call evaluates to: a string transform or format, a conversion, or a call of
    /// something the project may declare.
    func value(of call: FunctionCallExprSyntax) -> SwiftValue {
        let arguments = Array(call.arguments)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let labels = arguments.map { $0.label?.text }
            switch (name, labels) {
            case ("lowercased", []), ("lowercaseString", []): return .transform(value(of: base), .lowercased)
            case ("uppercased", []), ("uppercaseString", []): return .transform(value(of: base), .uppercased)
            case ("replacingOccurrences", ["of", "with"]), ("replacing", [nil, "with"]):
                guard let target = plainText(arguments[0].expression), let replacement = plainText(arguments[1].expression) else { return .unknown }
                return .transform(value(of: base), .replacing(target, replacement))
            case ("trimmingCharacters", ["in"]): return .transform(value(of: base), .trimmingWhitespace)
            case ("appending", [nil]), ("appendingFormat", [nil]): return .joined([value(of: base), value(of: arguments[0].expression)])
            default: break
            }
        }
        let callee = Self.calleeName(call.calledExpression)
        if let callee, ["String", "NSString"].contains(callee) {
            if let format = arguments.first, format.label?.text == "format" {
                return formatted(format.expression, arguments.dropFirst().map(\.expression))
            }
            if arguments.count == 1, arguments[0].label == nil || arguments[0].label?.text == "describing" || arguments[0].label?.text == "string" {
                return value(of: arguments[0].expression)
            }
            return .unknown
        }
        // `NSImage.Name("x")`, `UIImage.Name("x")`: the name itself.
        if callee == "Name", arguments.count == 1 { return value(of: arguments[0].expression) }
        // An initializer makes a value of its type, never text: nothing to keep (a file of 400,000 `UIImage(named:)` lines),
        // unless the type may be a string type (`BrandingImageName("branding-logo")`, `Icon(rawValue: "x")`), which the index knows.
        guard let callee, !callee.startsUppercase else {
            guard let callee, arguments.count == 1, [nil, "rawValue"].contains(arguments[0].label?.text) else { return .unknown }
            let text = value(of: arguments[0].expression)
            guard text.hasText else { return .unknown }
            return .call(SwiftCall(callee: callee, arguments: [SwiftCall.Argument(label: arguments[0].label?.text, value: text)], receiver: nil))
        }
        var receiver: SwiftValue?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let basePath = path(of: base) else { return .unknown }
            receiver = .path(basePath)
        }
        return .call(SwiftCall(callee: callee, arguments: arguments.map { SwiftCall.Argument(label: $0.label?.text, value: value(of: $0.expression)) },
                               receiver: receiver, enclosing: typePath))
    }

    /// `String(format: "icon_%@", name)`: the format's text with each argument in its conversion's place.
    private func formatted(_ format: ExprSyntax, _ arguments: [ExprSyntax]) -> SwiftValue {
        guard let literal = format.as(StringLiteralExprSyntax.self), let text = Self.plainText(of: literal) else { return .unknown }
        var parts: [SwiftValue] = []
        var current = ""
        var conversions = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { current.unicodeScalars.append(scalar); continue }
            var conversion = scalars.next()
            var flags = ""
            while let character = conversion, "-+ #0123456789.*$hlqLzjt'".unicodeScalars.contains(character) {
                flags.unicodeScalars.append(character)
                conversion = scalars.next()
            }
            if conversion == "%" { current += "%"; continue }
            parts.append(.text(current))
            current = ""
            // `%@` and a plain `%d` take the argument as it is; padded numbers (`%02d`) are only known at run time.
            let isNumber = conversion.map { "diu".unicodeScalars.contains($0) } ?? false
            var part = conversions < arguments.count && (flags.isEmpty || conversion == "@") ? value(of: arguments[conversions]) : .unknown
            // `%ld` of a value known only at run time: a number, digits only.
            if isNumber, part == .unknown || part.isParameterOrPath { part = .digits }
            parts.append(part)
            conversions += 1
        }
        parts.append(.text(current))
        return .joined(parts)
    }

    /// The text of a plain literal expression.
    func plainText(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self).flatMap(Self.plainText(of:))
    }

    /// The name a call spells: `icon` of `icon(for:)`, `model.icon(for:)`; `Row` of `Row(...)` and `Row.init(...)`.
    static func calleeName(_ called: ExprSyntax) -> String? {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
        if member.declName.baseName.text == "init", let base = member.base { return calleeName(base) }
        return member.declName.baseName.text
    }

    /// The labels of a call's arguments.
    static func labels(_ call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { $0.label?.text }
    }

    /// The argument labelled `label`.
    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }
}
