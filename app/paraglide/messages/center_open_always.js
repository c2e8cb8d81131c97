/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Open_AlwaysInputs */

const en_center_open_always = /** @type {(inputs: Center_Open_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open now · open 24 hours`)
};

const de_center_open_always = /** @type {(inputs: Center_Open_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt geöffnet · rund um die Uhr`)
};

const fr_center_open_always = /** @type {(inputs: Center_Open_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert · ouvert 24 h/24`)
};

const es_center_open_always = /** @type {(inputs: Center_Open_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto ahora · abierto 24 horas`)
};

const pt_br2_center_open_always = /** @type {(inputs: Center_Open_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aberto agora · aberto 24 horas`)
};

const ja_center_open_always = /** @type {(inputs: Center_Open_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業中・24時間営業`)
};

const ko_center_open_always = /** @type {(inputs: Center_Open_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업 중 · 24시간 영업`)
};

/**
* | output |
* | --- |
* | "Open now · open 24 hours" |
*
* @param {Center_Open_AlwaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_open_always = /** @type {((inputs?: Center_Open_AlwaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Open_AlwaysInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_open_always(inputs)
	if (locale === "fr") return fr_center_open_always(inputs)
	if (locale === "es") return es_center_open_always(inputs)
	if (locale === "pt-BR") return pt_br2_center_open_always(inputs)
	if (locale === "ja") return ja_center_open_always(inputs)
	if (locale === "ko") return ko_center_open_always(inputs)
	return en_center_open_always(inputs)
});