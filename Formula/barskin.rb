# A Homebrew formula for a tap (`brew tap-new YOU/barskin`, then copy this file into
# the tap's Formula folder). BarSkin has no published release yet, so `url` and
# `sha256` are filled in when one is made: `make dist` writes the release tarball
# (git archive of HEAD) and prints its SHA-256; publish it where Homebrew can fetch
# it, then `make formula URL=https://WHERE/barskin-VERSION.tar.gz` writes that
# address and the tarball's SHA-256 below.
class Barskin < Formula
  desc "Build-time image assets for iOS-style apps: tint, draw, stretch, build skins, trace"
  url "UNPUBLISHED: run make formula URL=... (see the comment above)"
  sha256 "UNPUBLISHED"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "cairo"
  depends_on "glib"
  depends_on "libdeflate"
  depends_on "libpng"
  depends_on "librsvg"
  depends_on "pango"
  depends_on "poppler"

  uses_from_macos "swift" => :build
  uses_from_macos "zlib"

  def install
    # Homebrew's build sandbox forbids SwiftPM's own sandbox inside it.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "barskin"
    bin.install ".build/release/barskin"

    # The man page is generated from the help, as `make install` does.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "generate-manual"
    system ".build/release/generate-manual", bin/"barskin", "--output-directory", buildpath/"man"
    # Polished as `make man` does: no hyphenated paths, no mdoc warnings, exit statuses 0, 1 and 64.
    man1.mkpath
    (man1/"barskin.1").write Utils.safe_popen_read("awk", "-f", "Tools/polish-manual.awk", buildpath/"man/barskin.1")
    (bash_completion/"barskin").write Utils.safe_popen_read(bin/"barskin", "--generate-completion-script", "bash")
    (zsh_completion/"_barskin").write Utils.safe_popen_read(bin/"barskin", "--generate-completion-script", "zsh")
    (fish_completion/"barskin.fish").write Utils.safe_popen_read(bin/"barskin", "--generate-completion-script", "fish")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/barskin --version")
    # Draws the tab bar's art (cairo), writes it (libpng, libdeflate) and reads it back.
    system bin/"barskin", "tabbar-art", "-o", testpath/"out", "--scales", "1", "--quiet"
    assert_match "1x49 px", shell_output("#{bin}/barskin info #{testpath}/out/TabBarBackground.png")
    assert_match "error:", shell_output("#{bin}/barskin info #{testpath}/missing.png 2>&1", 1)
  end
end
