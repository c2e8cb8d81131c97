/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, price: NonNullable<unknown> }} Own_Chat_PlansInputs */

const en_own_chat_plans = /** @type {(inputs: Own_Chat_PlansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The chat community for owners comes with the ${i?.plan} (${i?.price}).`)
};

const de_own_chat_plans = /** @type {(inputs: Own_Chat_PlansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Chat für Betreiber ist im ${i?.plan} (${i?.price}) enthalten.`)
};

const fr_own_chat_plans = /** @type {(inputs: Own_Chat_PlansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le chat des propriétaires est inclus dans le ${i?.plan} (${i?.price}).`)
};

const es_own_chat_plans = /** @type {(inputs: Own_Chat_PlansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El chat de propietarios se incluye con el ${i?.plan} (${i?.price}).`)
};

const pt_br2_own_chat_plans = /** @type {(inputs: Own_Chat_PlansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chat de proprietários vem com o ${i?.plan} (${i?.price}).`)
};

const ja_own_chat_plans = /** @type {(inputs: Own_Chat_PlansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`オーナー向けチャットは ${i?.plan}（${i?.price}）に含まれます。`)
};

const ko_own_chat_plans = /** @type {(inputs: Own_Chat_PlansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`운영자 채팅 커뮤니티는 ${i?.plan}(${i?.price})에 포함됩니다.`)
};

/**
* | output |
* | --- |
* | "The chat community for owners comes with the {plan} ({price})." |
*
* @param {Own_Chat_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_plans = /** @type {((inputs: Own_Chat_PlansInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Chat_PlansInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_chat_plans(inputs)
	if (locale === "fr") return fr_own_chat_plans(inputs)
	if (locale === "es") return es_own_chat_plans(inputs)
	if (locale === "pt-BR") return pt_br2_own_chat_plans(inputs)
	if (locale === "ja") return ja_own_chat_plans(inputs)
	if (locale === "ko") return ko_own_chat_plans(inputs)
	return en_own_chat_plans(inputs)
});