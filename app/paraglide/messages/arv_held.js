/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_HeldInputs */

const en_arv_held = /** @type {(inputs: Arv_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held for moderation`)
};

const de_arv_held = /** @type {(inputs: Arv_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Prüfung zurückgehalten`)
};

const fr_arv_held = /** @type {(inputs: Arv_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retenus pour modération`)
};

const es_arv_held = /** @type {(inputs: Arv_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retenidas para moderación`)
};

const pt_br2_arv_held = /** @type {(inputs: Arv_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retidas para moderação`)
};

const ja_arv_held = /** @type {(inputs: Arv_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーション待ち`)
};

const ko_arv_held = /** @type {(inputs: Arv_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기 중`)
};

/**
* | output |
* | --- |
* | "Held for moderation" |
*
* @param {Arv_HeldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_held = /** @type {((inputs?: Arv_HeldInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_HeldInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_held(inputs)
	if (locale === "fr") return fr_arv_held(inputs)
	if (locale === "es") return es_arv_held(inputs)
	if (locale === "pt-BR") return pt_br2_arv_held(inputs)
	if (locale === "ja") return ja_arv_held(inputs)
	if (locale === "ko") return ko_arv_held(inputs)
	return en_arv_held(inputs)
});