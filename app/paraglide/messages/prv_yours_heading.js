/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Yours_HeadingInputs */

const en_prv_yours_heading = /** @type {(inputs: Prv_Yours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data is yours`)
};

const de_prv_yours_heading = /** @type {(inputs: Prv_Yours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Daten gehören dir`)
};

const fr_prv_yours_heading = /** @type {(inputs: Prv_Yours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données vous appartiennent`)
};

const es_prv_yours_heading = /** @type {(inputs: Prv_Yours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos son tuyos`)
};

const pt_br2_prv_yours_heading = /** @type {(inputs: Prv_Yours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus dados são seus`)
};

const ja_prv_yours_heading = /** @type {(inputs: Prv_Yours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのデータはあなたのもの`)
};

const ko_prv_yours_heading = /** @type {(inputs: Prv_Yours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`데이터의 주인은 여러분입니다`)
};

/**
* | output |
* | --- |
* | "Your data is yours" |
*
* @param {Prv_Yours_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_yours_heading = /** @type {((inputs?: Prv_Yours_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Yours_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_yours_heading(inputs)
	if (locale === "fr") return fr_prv_yours_heading(inputs)
	if (locale === "es") return es_prv_yours_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_yours_heading(inputs)
	if (locale === "ja") return ja_prv_yours_heading(inputs)
	if (locale === "ko") return ko_prv_yours_heading(inputs)
	return en_prv_yours_heading(inputs)
});