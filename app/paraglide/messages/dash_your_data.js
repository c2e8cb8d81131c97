/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Your_DataInputs */

const en_dash_your_data = /** @type {(inputs: Dash_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const de_dash_your_data = /** @type {(inputs: Dash_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Daten`)
};

const fr_dash_your_data = /** @type {(inputs: Dash_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données`)
};

const es_dash_your_data = /** @type {(inputs: Dash_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos`)
};

const pt_br2_dash_your_data = /** @type {(inputs: Dash_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus dados`)
};

const ja_dash_your_data = /** @type {(inputs: Dash_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのデータ`)
};

const ko_dash_your_data = /** @type {(inputs: Dash_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 데이터`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Dash_Your_DataInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_your_data = /** @type {((inputs?: Dash_Your_DataInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Your_DataInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_your_data(inputs)
	if (locale === "fr") return fr_dash_your_data(inputs)
	if (locale === "es") return es_dash_your_data(inputs)
	if (locale === "pt-BR") return pt_br2_dash_your_data(inputs)
	if (locale === "ja") return ja_dash_your_data(inputs)
	if (locale === "ko") return ko_dash_your_data(inputs)
	return en_dash_your_data(inputs)
});