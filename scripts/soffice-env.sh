# Sourced by scripts/libreoffice.sh and scripts/lo_picture.sh: the one
# headless LibreOffice set-up both use.
#
#   soffice_profile WORK     makes WORK/profile a fresh, throw-away profile
#                            that recalculates every formula on load
#                            (LibreOffice's default trusts the values cached
#                            in the file, which would test nothing); its own
#                            profile lets runs go on side by side.
#   soffice_convert WORK SECONDS FILTER OUTDIR FILE
#                            soffice --convert-to FILTER with that profile,
#                            stopped after SECONDS; its exit status.
#
# WORK appears in a file:// URL: keep its path plain (mktemp -d /tmp/NAME.XXXXXX).

soffice_profile() {
    mkdir -p "$1/profile/user" || return
    cat >"$1/profile/user/registrymodifications.xcu" <<'XCU'
<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
XCU
}

soffice_convert() {
    timeout -k 5 "$2" soffice -env:UserInstallation="file://$1/profile" \
        --headless --norestore --nolockcheck \
        --convert-to "$3" --outdir "$4" "$5"
}
