/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Next_StepsInputs */

const en_dash_next_steps = /** @type {(inputs: Dash_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Steps`)
};

const de_dash_next_steps = /** @type {(inputs: Dash_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Schritte`)
};

const fr_dash_next_steps = /** @type {(inputs: Dash_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaines étapes`)
};

const es_dash_next_steps = /** @type {(inputs: Dash_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos pasos`)
};

const pt_br2_dash_next_steps = /** @type {(inputs: Dash_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos passos`)
};

const ja_dash_next_steps = /** @type {(inputs: Dash_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次のステップ`)
};

const ko_dash_next_steps = /** @type {(inputs: Dash_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 단계`)
};

/**
* | output |
* | --- |
* | "Next Steps" |
*
* @param {Dash_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_next_steps = /** @type {((inputs?: Dash_Next_StepsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Next_StepsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_next_steps(inputs)
	if (locale === "fr") return fr_dash_next_steps(inputs)
	if (locale === "es") return es_dash_next_steps(inputs)
	if (locale === "pt-BR") return pt_br2_dash_next_steps(inputs)
	if (locale === "ja") return ja_dash_next_steps(inputs)
	if (locale === "ko") return ko_dash_next_steps(inputs)
	return en_dash_next_steps(inputs)
});