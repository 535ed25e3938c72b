import BarSkinCore
internal import CCairo
internal import CPango

/// One line of text laid out by pango in one font: measured, shortened with
/// an ellipsis, drawn on a ``Canvas``.
///
/// Owns its own pango font map, context, layout and font description and
/// frees them in `deinit`; a fresh font map per layout sees fonts loaded from
/// files after pango's shared one was made, and shares no cache between
/// threads. Not `Sendable`: use it on one thread.
package final class TextLayout {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private let fontDescription: OpaquePointer

    /// `text` in the bold face of `font` at `size` points (user-space units).
    /// - Throws: ``TextError/fontNotFound(family:)`` when pango loads another family than `font`.
    package init(text: String, font: FontFace, size: Double) throws {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        fontDescription = pango_font_description_new()
        pango_font_description_set_family(fontDescription, font.family)
        pango_font_description_set_weight(fontDescription, PANGO_WEIGHT_BOLD)
        // Absolute: in user-space units, whatever resolution pango assumes for "points".
        pango_font_description_set_absolute_size(fontDescription, size * Double(PANGO_SCALE))
        // Explicit options, so the pixels do not follow the machine's fontconfig
        // rendering defaults; unhinted, unrounded metrics make widths scale exactly.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_font_description(context, fontDescription)
        layout = pango_layout_new(context)
        pango_layout_set_font_description(layout, fontDescription)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        pango_layout_set_text(layout, text, -1)
        let loaded = loadedFamily()
        guard loaded?.caseInsensitiveCompare(font.family) == .orderedSame else {
            throw TextError.fontNotFound(family: font.family)
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        pango_font_description_free(fontDescription)
    }

    /// The family pango actually loads for the description (it falls back silently).
    private func loadedFamily() -> String? {
        guard let font = pango_context_load_font(context, fontDescription) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let description = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(description) }
        return pango_font_description_get_family(description).map { String(cString: $0) }
    }

    /// The text's advance box (what UIKit's `sizeWithFont:` measures), in user-space units.
    package var logicalBounds: Rect { extents().logical }
    /// The box of the drawn glyphs, in user-space units.
    var inkBounds: Rect { extents().ink }

    /// Characters no installed font can draw (pango shows them as hex boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// True when ``ellipsize(toWidth:)`` removed part of the text.
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// Cuts the end of the text, with pango's own '…', so it fits in `width` units.
    package func ellipsize(toWidth width: Double) {
        pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }

    /// Draws the text in `color` with its logical box centred in `area`, moved by
    /// `offset`, laid out for the canvas's current transform. Pango orders
    /// right-to-left runs itself; centring the logical box places them too.
    package func draw(on canvas: Canvas, centeredIn area: Rect, color: Color, offset: Point = .zero) {
        canvas.withCairoContext { cairo in
            pango_cairo_update_layout(cairo, layout)
            let box = logicalBounds
            cairo_move_to(cairo, area.midX - box.midX + offset.x, area.midY - box.midY + offset.y)
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            pango_cairo_show_layout(cairo, layout)
        }
    }

    private func extents() -> (ink: Rect, logical: Rect) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        func rect(_ r: PangoRectangle) -> Rect {
            let unit = Double(PANGO_SCALE)
            return Rect(x: Double(r.x) / unit, y: Double(r.y) / unit, width: Double(r.width) / unit, height: Double(r.height) / unit)
        }
        return (rect(ink), rect(logical))
    }
}

@available(*, unavailable, message: "a TextLayout owns pango objects; measure on one thread and pass the numbers")
extension TextLayout: Sendable {}
