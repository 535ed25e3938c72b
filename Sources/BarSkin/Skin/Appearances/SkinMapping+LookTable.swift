import BarSkinCore

extension SkinMapping {
    /// `base` with each of `table`'s keys this mapping gives read over it, in the table's order.
    /// - Throws: ``SkinError`` at the first value that does not read.
    func lookValues<Values>(_ table: LookTable<Values>, over base: Values) throws(SkinError) -> Values {
        var values = base
        for key in table.keys {
            guard let (text, line, column) = try string(key.name) else { continue }
            do { try table.read(key.name, text, named: "'\(key.name)'", into: &values) } catch {
                throw SkinProblem.invalidValue(detail: error.message).located(at: path, line: line, column: column)
            }
        }
        return values
    }

    /// The look `make` builds from values read here.
    /// - Throws: ``SkinError`` at the value of the key at fault, or at this mapping.
    func look<Look>(_ make: () throws(LookValueError) -> Look) throws(SkinError) -> Look {
        do { return try make() } catch {
            let at = error.key.map { position(of: $0) } ?? (line: line, column: column)
            throw SkinProblem.invalidValue(detail: error.message).located(at: path, line: at.line, column: at.column)
        }
    }
}
