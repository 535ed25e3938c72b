/// What the declared parameter a bare `.name` is passed to says it is.
enum BareSymbolParameter {
    /// Every declaration of the callee takes an image there (`configure(icon: UIImage)`): the image's symbol.
    case image
    /// The parameter's type is certainly not an image: the type declares that member, or the callee is
    /// the project's own type, whose initializers are all the project's (`NostrFilter(kinds: [.text, .chat])`).
    case other
    /// Nothing certain: the project declares no such callee, or its declarations disagree.
    case unknown

    /// Judges a bare member's argument place against the project's declarations.
    static func judge(_ symbol: SwiftBareSymbol, _ index: SwiftDeclarationIndex) -> BareSymbolParameter {
        guard let place = symbol.argument else { return .unknown }
        let types = index.parameterTypes(of: place)
        guard !types.isEmpty, !types.contains(where: { $0 == nil }) else { return .unknown }
        let names = types.compactMap { $0?.name }
        if names.allSatisfy({ SwiftFileVisitor.namesImageType($0) }) { return .image }
        guard !names.contains(where: { SwiftFileVisitor.namesImageType($0) }) else { return .unknown }
        // A function of the project's may share its name with the system's (`setImage(_:for:)`), whose overload takes the image.
        if index.declaresType(place.callee) || names.allSatisfy({ index.declaresMember(symbol.root, ofContext: $0) }) { return .other }
        return .unknown
    }
}
