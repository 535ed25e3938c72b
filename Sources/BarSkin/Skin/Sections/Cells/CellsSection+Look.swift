import BarSkinArt
import BarSkinCore

extension CellsSection {
    /// A cells look's values before they are checked together, each a key's or its default.
    public struct LookValues: Sendable {
        /// `row-height`.
        public var rowHeight = CellsSection.defaultRowHeight
        /// `corner-radius`.
        public var cornerRadius = CellsSection.defaultCornerRadius
        /// `color`: the rows' fill.
        public var fill = CellsSection.defaultFill
        /// `border-color`.
        public var border = CellLook.defaultBorder
        /// `separator-color`.
        public var separator = CellLook.defaultSeparator
        /// `selected-color`: the selection gradient's top, or nil for the classic blue.
        public var selectedColor: Color?

        /// The defaults: the classic rows.
        public init() {}

        /// The look these values make.
        /// - Throws: ``LookValueError`` naming the row height or corner radius out of range.
        public func look() throws(LookValueError) -> CellLook {
            do {
                return try CellLook(rowHeight: rowHeight, cornerRadius: cornerRadius, fill: fill, border: border,
                                    separator: separator, selectedColor: selectedColor)
            } catch {
                let key = if case .rowHeightOutOfRange? = error as? CellArtError { "row-height" } else { "corner-radius" }
                throw LookValueError(key: key, message: (error as? CellArtError)?.message ?? "\(error)")
            }
        }
    }

    /// The keys of a look, which `dark:` and the other appearances may give again, and
    /// `cell-art --dark` takes: one table for the skin reader and the command line.
    public static var lookTable: LookTable<LookValues> {
        LookTable([
            .wholeNumber("row-height", maximum: CellLook.rowHeights.upperBound, \.rowHeight),
            .number("corner-radius", unit: "points", \.cornerRadius),
            .color("color", \.fill), .color("border-color", \.border), .color("separator-color", \.separator),
            .color("selected-color", \.selectedColor),
        ])
    }
}
