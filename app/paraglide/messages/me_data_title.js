/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Data_TitleInputs */

const en_me_data_title = /** @type {(inputs: Me_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const de_me_data_title = /** @type {(inputs: Me_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Daten`)
};

const fr_me_data_title = /** @type {(inputs: Me_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données`)
};

const es_me_data_title = /** @type {(inputs: Me_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos`)
};

const pt_br2_me_data_title = /** @type {(inputs: Me_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus dados`)
};

const ja_me_data_title = /** @type {(inputs: Me_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのデータ`)
};

const ko_me_data_title = /** @type {(inputs: Me_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 데이터`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Me_Data_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_data_title = /** @type {((inputs?: Me_Data_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Data_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_data_title(inputs)
	if (locale === "fr") return fr_me_data_title(inputs)
	if (locale === "es") return es_me_data_title(inputs)
	if (locale === "pt-BR") return pt_br2_me_data_title(inputs)
	if (locale === "ja") return ja_me_data_title(inputs)
	if (locale === "ko") return ko_me_data_title(inputs)
	return en_me_data_title(inputs)
});