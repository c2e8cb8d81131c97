/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_HeadingInputs */

const en_lt_schools_s0_heading = /** @type {(inputs: Lt_Schools_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restrict What Students Can Access`)
};

const de_lt_schools_s0_heading = /** @type {(inputs: Lt_Schools_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legen Sie fest, worauf Schüler zugreifen können`)
};

const fr_lt_schools_s0_heading = /** @type {(inputs: Lt_Schools_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitez ce à quoi les élèves ont accès`)
};

const es_lt_schools_s0_heading = /** @type {(inputs: Lt_Schools_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limita a qué pueden acceder los alumnos`)
};

const pt_br2_lt_schools_s0_heading = /** @type {(inputs: Lt_Schools_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limite o que os alunos podem acessar`)
};

const ja_lt_schools_s0_heading = /** @type {(inputs: Lt_Schools_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`生徒がアクセスできる範囲を制限`)
};

const ko_lt_schools_s0_heading = /** @type {(inputs: Lt_Schools_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학생이 접근할 수 있는 기능 제한`)
};

/**
* | output |
* | --- |
* | "Restrict What Students Can Access" |
*
* @param {Lt_Schools_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_heading = /** @type {((inputs?: Lt_Schools_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_heading(inputs)
	if (locale === "fr") return fr_lt_schools_s0_heading(inputs)
	if (locale === "es") return es_lt_schools_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_heading(inputs)
	if (locale === "ja") return ja_lt_schools_s0_heading(inputs)
	if (locale === "ko") return ko_lt_schools_s0_heading(inputs)
	return en_lt_schools_s0_heading(inputs)
});