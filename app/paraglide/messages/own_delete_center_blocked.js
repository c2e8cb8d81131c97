/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Own_Delete_Center_BlockedInputs */

const en_own_delete_center_blocked = /** @type {(inputs: Own_Delete_Center_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has an active subscription. Cancel the subscription before deleting the center.`)
};

const de_own_delete_center_blocked = /** @type {(inputs: Own_Delete_Center_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat ein aktives Abonnement. Kündige das Abonnement, bevor du das Center löschst.`)
};

const fr_own_delete_center_blocked = /** @type {(inputs: Own_Delete_Center_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a un abonnement actif. Annulez l'abonnement avant de supprimer le centre.`)
};

const es_own_delete_center_blocked = /** @type {(inputs: Own_Delete_Center_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tiene una suscripción activa. Cancela la suscripción antes de eliminar el centro.`)
};

const pt_br2_own_delete_center_blocked = /** @type {(inputs: Own_Delete_Center_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tem uma assinatura ativa. Cancele a assinatura antes de excluir o centro.`)
};

const ja_own_delete_center_blocked = /** @type {(inputs: Own_Delete_Center_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} には有効なサブスクリプションがあります。センターを削除する前にサブスクリプションを解約してください。`)
};

const ko_own_delete_center_blocked = /** @type {(inputs: Own_Delete_Center_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}에 활성 구독이 있습니다. 센터를 삭제하기 전에 구독을 해지하세요.`)
};

/**
* | output |
* | --- |
* | "{name} has an active subscription. Cancel the subscription before deleting the center." |
*
* @param {Own_Delete_Center_BlockedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_center_blocked = /** @type {((inputs: Own_Delete_Center_BlockedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Delete_Center_BlockedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_delete_center_blocked(inputs)
	if (locale === "fr") return fr_own_delete_center_blocked(inputs)
	if (locale === "es") return es_own_delete_center_blocked(inputs)
	if (locale === "pt-BR") return pt_br2_own_delete_center_blocked(inputs)
	if (locale === "ja") return ja_own_delete_center_blocked(inputs)
	if (locale === "ko") return ko_own_delete_center_blocked(inputs)
	return en_own_delete_center_blocked(inputs)
});