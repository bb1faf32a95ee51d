vcl 4.1;

# Varnish in front of the newsroom site (docs/deploying.md). Needs Varnish 6 or later and the
# xkey module from varnish-modules (Debian: apt-get install varnish varnish-modules). The site
# purges through it with CDN_PURGE=varnish and VARNISH_URL=http://this-varnish:6081.
#
# What it does:
# - caches pages as long as the site's s-maxage says (Varnish reads s-maxage before max-age),
#   and serves a stale copy while it refetches for as long as stale-while-revalidate says (the
#   default grace comes from that directive);
# - keeps the stale copy when a refetch fails with a 5xx (stale-if-error, in spirit);
# - indexes every object by the keys in the site's xkey header, and answers
#   `PURGE /` with an `xkey: key1 key2` header by dropping every object carrying one of them.

import xkey;

# --- backends: the site's instances (edit for your deployment) ---
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = {
        .url = "/healthz";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
    }
}
# Several instances: declare one backend each, then
#   import directors;
#   sub vcl_init { new site = directors.round_robin(); site.add_backend(a); site.add_backend(b); }
#   sub vcl_recv { set req.backend_hint = site.backend(); }
# --- end backends ---

# Who may purge: the site's instances. Add their network.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "Name the keys to purge in an xkey header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Pages are the same for every visitor: the consent cookie is read in the browser only. The
    # API and the analytics collector are never cached by the site's own headers anyway.
    if (req.url !~ "^/(api|analytics)/") {
        unset req.http.Cookie;
        unset req.http.Authorization;
    }
}

sub vcl_synth {
    # Answers to PURGE are for the site's log, in plain text.
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        synthetic(resp.reason + {"
"});
        return (deliver);
    }
}

sub vcl_backend_response {
    # A failed background refetch keeps the stale copy instead of caching the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Responses the site marks private or no-store stay uncached (built-in rules); everything
    # else keeps Varnish's reading of s-maxage and stale-while-revalidate.
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for Varnish; visitors have no use for them.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}
