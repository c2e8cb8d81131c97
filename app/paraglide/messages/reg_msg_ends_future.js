/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Ends_FutureInputs */

const en_reg_msg_ends_future = /** @type {(inputs: Reg_Msg_Ends_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The party must end in the future.`)
};

const de_reg_msg_ends_future = /** @type {(inputs: Reg_Msg_Ends_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Party muss in der Zukunft enden.`)
};

const fr_reg_msg_ends_future = /** @type {(inputs: Reg_Msg_Ends_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La party doit se terminer dans le futur.`)
};

const es_reg_msg_ends_future = /** @type {(inputs: Reg_Msg_Ends_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La party debe terminar en el futuro.`)
};

const pt_br2_reg_msg_ends_future = /** @type {(inputs: Reg_Msg_Ends_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A party deve terminar no futuro.`)
};

const ja_reg_msg_ends_future = /** @type {(inputs: Reg_Msg_Ends_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パーティーの終了日時は未来の日時にしてください。`)
};

const ko_reg_msg_ends_future = /** @type {(inputs: Reg_Msg_Ends_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파티 종료 시간은 미래여야 합니다.`)
};

/**
* | output |
* | --- |
* | "The party must end in the future." |
*
* @param {Reg_Msg_Ends_FutureInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_ends_future = /** @type {((inputs?: Reg_Msg_Ends_FutureInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Ends_FutureInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_ends_future(inputs)
	if (locale === "fr") return fr_reg_msg_ends_future(inputs)
	if (locale === "es") return es_reg_msg_ends_future(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_ends_future(inputs)
	if (locale === "ja") return ja_reg_msg_ends_future(inputs)
	if (locale === "ko") return ko_reg_msg_ends_future(inputs)
	return en_reg_msg_ends_future(inputs)
});