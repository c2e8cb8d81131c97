/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_ResetInputs */

const en_me_feed_reset = /** @type {(inputs: Me_Feed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link`)
};

const de_me_feed_reset = /** @type {(inputs: Me_Feed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zurücksetzen`)
};

const fr_me_feed_reset = /** @type {(inputs: Me_Feed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le lien`)
};

const es_me_feed_reset = /** @type {(inputs: Me_Feed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer enlace`)
};

const pt_br2_me_feed_reset = /** @type {(inputs: Me_Feed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefinir link`)
};

const ja_me_feed_reset = /** @type {(inputs: Me_Feed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンクをリセット`)
};

const ko_me_feed_reset = /** @type {(inputs: Me_Feed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`링크 재설정`)
};

/**
* | output |
* | --- |
* | "Reset link" |
*
* @param {Me_Feed_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_reset = /** @type {((inputs?: Me_Feed_ResetInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_ResetInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_reset(inputs)
	if (locale === "fr") return fr_me_feed_reset(inputs)
	if (locale === "es") return es_me_feed_reset(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_reset(inputs)
	if (locale === "ja") return ja_me_feed_reset(inputs)
	if (locale === "ko") return ko_me_feed_reset(inputs)
	return en_me_feed_reset(inputs)
});