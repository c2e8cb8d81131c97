/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, has: NonNullable<unknown>, uploading: NonNullable<unknown> }} Pub_Photos_Err_Too_Many_UploadingInputs */

const en_pub_photos_err_too_many_uploading = /** @type {(inputs: Pub_Photos_Err_Too_Many_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A LAN center can have at most ${i?.max} photos. It has ${i?.has}, and ${i?.uploading} more are being uploaded; wait for that upload, then delete some before adding more.`)
};

const de_pub_photos_err_too_many_uploading = /** @type {(inputs: Pub_Photos_Err_Too_Many_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein LAN-Center kann höchstens ${i?.max} Fotos haben. Es hat ${i?.has}, und ${i?.uploading} weitere werden gerade hochgeladen; warte diesen Upload ab und lösche dann einige, bevor du weitere hinzufügst.`)
};

const fr_pub_photos_err_too_many_uploading = /** @type {(inputs: Pub_Photos_Err_Too_Many_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un LAN center peut avoir au plus ${i?.max} photos. Il en a ${i?.has}, et ${i?.uploading} autres sont en cours d'envoi ; attendez la fin de cet envoi, puis supprimez-en avant d'en ajouter d'autres.`)
};

const es_pub_photos_err_too_many_uploading = /** @type {(inputs: Pub_Photos_Err_Too_Many_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un LAN center puede tener como máximo ${i?.max} fotos. Tiene ${i?.has} y se están subiendo ${i?.uploading} más; espera a que termine esa subida y elimina algunas antes de añadir más.`)
};

const pt_br2_pub_photos_err_too_many_uploading = /** @type {(inputs: Pub_Photos_Err_Too_Many_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um LAN center pode ter no máximo ${i?.max} fotos. Ele tem ${i?.has}, e mais ${i?.uploading} estão sendo enviadas; aguarde esse envio e exclua algumas antes de adicionar mais.`)
};

const ja_pub_photos_err_too_many_uploading = /** @type {(inputs: Pub_Photos_Err_Too_Many_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN センターの写真は最大 ${i?.max} 枚です。現在 ${i?.has} 枚あり、さらに ${i?.uploading} 枚をアップロード中です。アップロードの完了を待ってから、何枚か削除して追加してください。`)
};

const ko_pub_photos_err_too_many_uploading = /** @type {(inputs: Pub_Photos_Err_Too_Many_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN 센터의 사진은 최대 ${i?.max}장입니다. 현재 ${i?.has}장이 있고 ${i?.uploading}장이 업로드 중입니다. 업로드가 끝나면 일부를 삭제한 후 추가하세요.`)
};

/**
* | output |
* | --- |
* | "A LAN center can have at most {max} photos. It has {has}, and {uploading} more are being uploaded; wait for that upload, then delete some before adding more." |
*
* @param {Pub_Photos_Err_Too_Many_UploadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_too_many_uploading = /** @type {((inputs: Pub_Photos_Err_Too_Many_UploadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_Too_Many_UploadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_too_many_uploading(inputs)
	if (locale === "fr") return fr_pub_photos_err_too_many_uploading(inputs)
	if (locale === "es") return es_pub_photos_err_too_many_uploading(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_too_many_uploading(inputs)
	if (locale === "ja") return ja_pub_photos_err_too_many_uploading(inputs)
	if (locale === "ko") return ko_pub_photos_err_too_many_uploading(inputs)
	return en_pub_photos_err_too_many_uploading(inputs)
});