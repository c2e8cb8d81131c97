/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, price: NonNullable<unknown> }} Own_Chat_UpgradeInputs */

const en_own_chat_upgrade = /** @type {(inputs: Own_Chat_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The chat community for owners comes with the ${i?.plan} (${i?.price}). Upgrading from Verified Listing adds:`)
};

const de_own_chat_upgrade = /** @type {(inputs: Own_Chat_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Chat für Betreiber ist im ${i?.plan} (${i?.price}) enthalten. Das Upgrade von Verified Listing bringt dazu:`)
};

const fr_own_chat_upgrade = /** @type {(inputs: Own_Chat_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le chat des propriétaires est inclus dans le ${i?.plan} (${i?.price}). Passer de Verified Listing à cette offre ajoute :`)
};

const es_own_chat_upgrade = /** @type {(inputs: Own_Chat_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El chat de propietarios se incluye con el ${i?.plan} (${i?.price}). Pasar de Verified Listing añade:`)
};

const pt_br2_own_chat_upgrade = /** @type {(inputs: Own_Chat_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chat de proprietários vem com o ${i?.plan} (${i?.price}). Passar do Verified Listing acrescenta:`)
};

const ja_own_chat_upgrade = /** @type {(inputs: Own_Chat_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`オーナー向けチャットは ${i?.plan}（${i?.price}）に含まれます。Verified Listing からのアップグレードで追加されるもの：`)
};

const ko_own_chat_upgrade = /** @type {(inputs: Own_Chat_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`운영자 채팅 커뮤니티는 ${i?.plan}(${i?.price})에 포함됩니다. Verified Listing에서 업그레이드하면 다음이 추가됩니다:`)
};

/**
* | output |
* | --- |
* | "The chat community for owners comes with the {plan} ({price}). Upgrading from Verified Listing adds:" |
*
* @param {Own_Chat_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_upgrade = /** @type {((inputs: Own_Chat_UpgradeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Chat_UpgradeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_chat_upgrade(inputs)
	if (locale === "fr") return fr_own_chat_upgrade(inputs)
	if (locale === "es") return es_own_chat_upgrade(inputs)
	if (locale === "pt-BR") return pt_br2_own_chat_upgrade(inputs)
	if (locale === "ja") return ja_own_chat_upgrade(inputs)
	if (locale === "ko") return ko_own_chat_upgrade(inputs)
	return en_own_chat_upgrade(inputs)
});