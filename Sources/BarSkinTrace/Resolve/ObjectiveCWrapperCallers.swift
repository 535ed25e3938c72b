import BarSkinCore

/// Swift's calls of the project's Objective-C wrappers: `Branding.shared.brandedImageNamed(.brandLogo)`
/// calls `- brandedImageNamed:(BrandingImageName)name`, which loads `name`. The argument is evaluated
/// through the Swift index (`.brandLogo` as the parameter type's static, `BrandingImageName("branding-logo")`)
/// and put in the wrapper's name where its parameter was.
struct ObjectiveCWrapperCallers {
    /// The references the Swift calls make, at each call's argument.
    private(set) var references: [ImageReference] = []
    /// The selector parts (`brandedImageNamed:`) of the wrappers Swift calls: their own inner call
    /// is replaced by these callers', as an Objective-C caller's would be.
    private(set) var called: Set<String> = []

    /// The Swift callers of `wrappers` in `index`.
    init(wrappers: [ImageWrapper], index: SwiftDeclarationIndex) {
        let evaluator = SwiftValueEvaluator(index: index)
        var seen = Set<ImageReference>()
        for wrapper in wrappers {
            guard case .parameter(let position) = wrapper.hole, position < wrapper.selector.count else { continue }
            for (base, labels) in Self.swiftNames(of: wrapper.selector) {
                for reference in index.invocations[base] ?? [] {
                    let call = index.invocation(reference)
                    guard call.arguments.map(\.label) == labels else { continue }
                    let file = index.files[reference.file].file
                    let place = call.argumentPlaces[position]
                    let value = Self.typed(call.arguments[position].value, as: wrapper.parameterType)
                    let role = "\(base)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
                    for name in evaluator.names(value, SwiftValueEvaluator.Frame(file: reference.file, function: call.function)) {
                        let pattern = wrapper.pattern.filling(wrapper.hole, with: NamePattern(name.segments))
                        let site = name.site
                        var made = ImageReference(target: pattern.literal.map(ReferenceTarget.name) ?? .pattern(pattern),
                                                  file: site?.file ?? file, line: site?.place.line ?? place.line,
                                                  column: site?.place.column ?? place.column, source: .swift, role: site?.role ?? role)
                        made.platforms = site?.platforms ?? call.platforms
                        made.inPreview = site?.inPreview ?? index.isPreviewCode(file: reference.file, type: call.enclosingType)
                        made.fallsBack = wrapper.fallsBack
                        if seen.insert(made).inserted { references.append(made) }
                    }
                    called.insert("\(wrapper.callee):")
                }
            }
        }
    }

    /// The names Swift gives a selector: its first part with the first argument unlabelled
    /// (`brandedImageNamed(_:assetSuffix:)`), and split before `With` (`image(withName:)`).
    static func swiftNames(of selector: [String]) -> [(String, [String?])] {
        guard let first = selector.first else { return [] }
        let rest = selector.dropFirst().map { Optional($0) }
        var names: [(String, [String?])] = [(first, [nil] + rest)]
        let characters = Array(first)
        for start in stride(from: characters.count - 5, through: 1, by: -1)
        where String(characters[start..<(start + 4)]) == "With" && characters[start + 4].isUppercase {
            names.append((String(characters[..<start]), ["with" + String(characters[(start + 4)...])] + rest))
            break
        }
        return names
    }

    /// The value with a leading implicit member (`.brandLogo`) read as the parameter type's.
    private static func typed(_ value: SwiftValue, as type: String?) -> SwiftValue {
        guard let type else { return value }
        switch value {
        case .path(let path):
            guard case .implicitMember(let name) = path.root else { return value }
            return .path(SwiftPath(.type(SwiftTypeName(name: type)), [name] + path.members))
        case .choice(let options): return .choice(options.map { typed($0, as: type) })
        default: return value
        }
    }
}
