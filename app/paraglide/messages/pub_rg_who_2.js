/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Who_2Inputs */

const en_pub_rg_who_2 = /** @type {(inputs: Pub_Rg_Who_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can't review a LAN center you own or manage. Owners, staff and their friends or competitors must not review it either: that is a conflict of interest.`)
};

const de_pub_rg_who_2 = /** @type {(inputs: Pub_Rg_Who_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein LAN-Center, das du besitzt oder verwaltest, kannst du nicht bewerten. Auch Inhaber, Personal und deren Freunde oder Konkurrenten dürfen es nicht bewerten: Das wäre ein Interessenkonflikt.`)
};

const fr_pub_rg_who_2 = /** @type {(inputs: Pub_Rg_Who_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas évaluer un LAN center que vous possédez ou gérez. Les propriétaires, le personnel, leurs amis ou leurs concurrents ne doivent pas non plus l'évaluer : ce serait un conflit d'intérêts.`)
};

const es_pub_rg_who_2 = /** @type {(inputs: Pub_Rg_Who_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes reseñar un LAN center que posees o gestionas. Tampoco pueden reseñarlo sus dueños, su personal ni sus amigos o competidores: sería un conflicto de intereses.`)
};

const pt_br2_pub_rg_who_2 = /** @type {(inputs: Pub_Rg_Who_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não pode avaliar um LAN center que possui ou administra. Donos, funcionários e seus amigos ou concorrentes também não podem avaliá-lo: isso é conflito de interesses.`)
};

const ja_pub_rg_who_2 = /** @type {(inputs: Pub_Rg_Who_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自分が所有・管理する LAN センターはレビューできません。オーナー、スタッフ、その友人や競合相手もレビューしてはいけません。利益相反にあたるためです。`)
};

const ko_pub_rg_who_2 = /** @type {(inputs: Pub_Rg_Who_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유하거나 관리하는 LAN 센터는 리뷰할 수 없습니다. 소유자, 직원, 그 친구나 경쟁자도 리뷰해서는 안 됩니다. 이해 상충에 해당하기 때문입니다.`)
};

/**
* | output |
* | --- |
* | "You can't review a LAN center you own or manage. Owners, staff and their friends or competitors must not review it either: that is a conflict of interest." |
*
* @param {Pub_Rg_Who_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_who_2 = /** @type {((inputs?: Pub_Rg_Who_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Who_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_who_2(inputs)
	if (locale === "fr") return fr_pub_rg_who_2(inputs)
	if (locale === "es") return es_pub_rg_who_2(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_who_2(inputs)
	if (locale === "ja") return ja_pub_rg_who_2(inputs)
	if (locale === "ko") return ko_pub_rg_who_2(inputs)
	return en_pub_rg_who_2(inputs)
});