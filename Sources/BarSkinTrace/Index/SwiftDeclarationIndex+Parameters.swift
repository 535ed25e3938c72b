extension SwiftDeclarationIndex {
    /// The declared types of the parameter an argument goes to, one per declaration of the callee
    /// the project writes with that label (a function's, an initializer's, or a struct's stored
    /// property for its memberwise initializer); nil where a declaration gives no type the index reads.
    /// Empty where the project declares no such callee: then the system's or a package's API takes it.
    func parameterTypes(of place: ArgumentPlace) -> [SwiftTypeName?] {
        var found: [SwiftTypeName?] = []
        for reference in functions[place.callee] ?? [] {
            let function = function(reference)
            found += function.parameters.filter { $0.label == place.label }.map(\.type)
        }
        if found.isEmpty, place.label != nil, declaresType(place.callee), let members = types[place.callee]?.members[place.label!] {
            found = members.filter { !$0.isStatic }.map(\.type)
        }
        return found
    }
}

extension SwiftDeclarationIndex {
    /// Whether the project declares the callee with that parameter and no declaration's body reads it
    /// as a name (`calculateTarget(objectID:attribute:context:)` hands `attribute` to `value(forKey:)` only).
    func neverReadsAsName(_ place: ArgumentPlace) -> Bool {
        var found = false
        for reference in functions[place.callee] ?? [] {
            for parameter in function(reference).parameters where parameter.label == place.label {
                if parameter.readAsName { return false }
                found = true
            }
        }
        return found
    }
}
