/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_HttpsInputs */

const en_me_feed_https = /** @type {(inputs: Me_Feed_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar link (https)`)
};

const de_me_feed_https = /** @type {(inputs: Me_Feed_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalender-Link (https)`)
};

const fr_me_feed_https = /** @type {(inputs: Me_Feed_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de calendrier (https)`)
};

const es_me_feed_https = /** @type {(inputs: Me_Feed_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de calendario (https)`)
};

const pt_br2_me_feed_https = /** @type {(inputs: Me_Feed_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link do calendário (https)`)
};

const ja_me_feed_https = /** @type {(inputs: Me_Feed_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーリンク（https）`)
};

const ko_me_feed_https = /** @type {(inputs: Me_Feed_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더 링크(https)`)
};

/**
* | output |
* | --- |
* | "Calendar link (https)" |
*
* @param {Me_Feed_HttpsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_https = /** @type {((inputs?: Me_Feed_HttpsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_HttpsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_https(inputs)
	if (locale === "fr") return fr_me_feed_https(inputs)
	if (locale === "es") return es_me_feed_https(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_https(inputs)
	if (locale === "ja") return ja_me_feed_https(inputs)
	if (locale === "ko") return ko_me_feed_https(inputs)
	return en_me_feed_https(inputs)
});